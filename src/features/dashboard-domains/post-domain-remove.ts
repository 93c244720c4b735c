import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { removeSiteDomain } from '@/server/site-domains/remove-site-domain';
import { domainsPath } from './add-domain.schema';

const ZDomainChoice = z.object({ host: z.string().trim().toLowerCase().min(1).max(253) });

/** POST /settings/{site}/domains/remove: takes one domain off the site (its twin stays); audited, revalidated. */
export const postDomainRemove = withDashboardWrite<typeof ZDomainChoice, { site: string }>(
  { schema: ZDomainChoice, back: ({ site }) => domainsPath(site) },
  async ({ viewer, input, params }) => {
    await removeSiteDomain(await getDb(), viewer, params.site, input.host);
    revalidateTag('sites', { expire: 0 });
    return seeOther(`${domainsPath(params.site)}?done=removed`);
  },
);

import { z } from 'zod';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { removeSiteDomain } from '@/server/site-domains/remove-site-domain';
import { revalidateSiteLookup } from '@/server/websites/revalidate-site-lookup';
import { domainsPath } from './add-domain.schema';

const ZDomainChoice = z.object({ host: z.string().trim().toLowerCase().min(1).max(253) });

/** POST /settings/{site}/domains/remove: takes one domain off the site (its twin stays); audited, revalidated. */
export const postDomainRemove = withDashboardWrite<typeof ZDomainChoice, { site: string }>(
  { schema: ZDomainChoice, back: ({ site }) => domainsPath(site) },
  async ({ viewer, input, params }) => {
    const websiteId = await removeSiteDomain(await getDb(), viewer, params.site, input.host);
    revalidateSiteLookup(websiteId, [input.host]);
    return seeOther(`${domainsPath(params.site)}?done=removed`);
  },
);

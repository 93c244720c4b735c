import { z } from 'zod';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { chooseCanonicalDomain } from '@/server/site-domains/choose-canonical-domain';
import { revalidateSiteLookup } from '@/server/websites/revalidate-site-lookup';
import { domainsPath } from './add-domain.schema';

const ZDomainChoice = z.object({ host: z.string().trim().toLowerCase().min(1).max(253) });

/**
 * POST /settings/{site}/domains/canonical: makes one domain the site's canonical address (its pages name it; the
 * others redirect to it); audited, revalidated.
 */
export const postDomainCanonical = withDashboardWrite<typeof ZDomainChoice, { site: string }>(
  { schema: ZDomainChoice, back: ({ site }) => domainsPath(site) },
  async ({ viewer, input, params }) => {
    const websiteId = await chooseCanonicalDomain(await getDb(), viewer, params.site, input.host);
    revalidateSiteLookup(websiteId);
    return seeOther(`${domainsPath(params.site)}?done=canonical`);
  },
);

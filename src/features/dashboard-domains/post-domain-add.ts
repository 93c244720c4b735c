import { env } from '@/env';
import { clearDraftCookie, draftCookie } from '@/server/dashboard/form-draft';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { addSiteDomains } from '@/server/site-domains/add-site-domains';
import { revalidateSiteLookup } from '@/server/websites/revalidate-site-lookup';
import { ADD_DOMAIN_FORM, domainsPath, ZAddDomain } from './add-domain.schema';

type TParams = { site: string };

/**
 * POST /settings/{site}/domains/add: a domain (and its www. twin when ticked) for the site. Refused by the schema,
 * or because another site has the host, back to the form with the message at the field; saved, audited, and the
 * lookups of the site and of the new hosts revalidated at once: the host is served from the next request.
 */
export const postDomainAdd = withDashboardWrite<typeof ZAddDomain, TParams>(
  {
    schema: ZAddDomain,
    back: ({ site }) => domainsPath(site),
    draft: { form: () => ADD_DOMAIN_FORM, path: '/settings' },
  },
  async ({ viewer, input, params }) => {
    const secure = env.DASHBOARD_PROTOCOL === 'https';
    const result = await addSiteDomains(await getDb(), viewer, params.site, {
      host: input.host,
      twin: input.twin,
      dashboardHost: env.DASHBOARD_HOST,
    });
    const back = domainsPath(params.site);
    if (!result.ok) {
      const values = { host: input.host, twin: input.twin ? '1' : '' };
      const { nonce, cookie } = draftCookie({ form: ADD_DOMAIN_FORM, values, path: '/settings', secure });
      return seeOther(
        `${back}?draft=${nonce}&refused=${result.reason}&host=${encodeURIComponent(result.host)}`,
        [cookie],
      );
    }
    revalidateSiteLookup(result.websiteId, result.added);
    return seeOther(`${back}?done=added`, [clearDraftCookie('/settings', secure)]);
  },
);

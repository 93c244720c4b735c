import { env } from '@/env';
import { siteOrigin } from '@/features/seo/site-origin';
import { siteKeyFromHost } from '@/server/websites/site-key-from-host';
import { getDb } from '@/server/db/db';
import { idempotencyKeyOf } from '@/server/leads/idempotency-key-of';
import { LEAD_SECRET_HEADER } from '@/server/leads/lead-secret';
import { withSiteForm } from '@/server/http/with-site-form';
import { createValuationRequest } from '@/server/valuations/create-valuation-request';
import { requestProviderValuation } from '@/server/valuations/request-provider-valuation';
import { valuationProviderForSite } from '@/server/valuations/valuation-provider-for-site';
import { valuationResponse } from '@/server/valuations/valuation-response';
import { ZValuationRequest } from '@/server/valuations/valuation-request.schema';

/**
 * POST /api/valuations `{ valuation: {…} }` (JSON, or the form's fields posted flat): records the trade-in
 * or Sell My Car request as a lead with its valuation row, then, when the site has a valuation provider,
 * asks it for a figure. Answers `{ id, lead_id, category, vehicle, estimate }`. Takes an Idempotency-Key
 * (a retry finds the first request) and, to complete the partial lead the form saved on Next, that lead's
 * X-Lead-Secret.
 */
export const postValuationRoute = withSiteForm(
  { schema: ZValuationRequest, rateLimitBucket: 'valuations' },
  async ({ request, site, input }) => {
    const db = await getDb();
    const provider = valuationProviderForSite(site);
    const recorded = await createValuationRequest(db, site, input.valuation, {
      userAgent: request.headers.get('user-agent'),
      referer: request.headers.get('referer'),
      origin: siteOrigin(site, siteKeyFromHost(request.headers.get('host')), env.PORT),
      provider: provider?.name ?? 'none',
      idempotencyKey: idempotencyKeyOf(request.headers, {}),
      secret: request.headers.get(LEAD_SECRET_HEADER),
    });
    if (recorded.spam) return Response.json({ id: null, lead_id: null, spam: true });
    const valued =
      provider && recorded.fresh ? await requestProviderValuation(db, site.id, provider, recorded) : null;
    return valuationResponse(request, recorded, valued);
  },
);

import { siteOrigin } from '@/features/seo/site-origin';
import { getDb } from '@/server/db/db';
import { withSiteRoute } from '@/server/http/with-site-route';
import { createValuationRequest } from '@/server/valuations/create-valuation-request';
import { requestProviderValuation } from '@/server/valuations/request-provider-valuation';
import { valuationProviderForSite } from '@/server/valuations/valuation-provider-for-site';
import { valuationResponse } from '@/server/valuations/valuation-response';
import { ZValuationRequest } from '@/server/valuations/valuation-request.schema';

/**
 * POST /api/valuations `{ valuation: {…} }` (JSON, or the form's fields posted flat): records the trade-in
 * or Sell My Car request as a lead with its valuation row, then, when the site has a valuation provider,
 * asks it for a figure. Answers `{ id, lead_id, category, vehicle, estimate }`.
 */
export const POST = withSiteRoute({ schema: ZValuationRequest }, async ({ request, site, input }) => {
  const db = await getDb();
  const provider = valuationProviderForSite(site);
  const recorded = await createValuationRequest(db, site, input.valuation, {
    userAgent: request.headers.get('user-agent'),
    referer: request.headers.get('referer'),
    origin: siteOrigin(site, request.headers),
    provider: provider?.name ?? 'none',
  });
  if (recorded.spam) return Response.json({ id: null, lead_id: null, spam: true });
  const valued = provider ? await requestProviderValuation(db, site.id, provider, recorded) : null;
  return valuationResponse(request, recorded, valued);
});

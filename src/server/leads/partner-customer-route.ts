import { customerHandlerTarget, type TCustomerHandlerKind } from '@/domain';
import { getDb } from '@/server/db/db';
import { withSiteRoute } from '@/server/http/with-site-route';
import { createLead } from './create-lead';
import { leadResponse } from './lead-response';
import { ZLeadRequest } from './lead-request.schema';

/**
 * The partner relay routes (/api/taurusCustomer, /api/driveIQCustomer, /api/carClarityCustomer): the
 * customer data, `{ lead: {…} }` as for /api/leads, stored as a lead and relayed through the outbox to the
 * site's integration of that kind (404 when the site has none). The kind is checked by
 * customerHandlerTarget, which throws the unhandled-case error for a kind it does not know.
 */
export function partnerCustomerRoute(kind: Exclude<TCustomerHandlerKind, 'server'>) {
  customerHandlerTarget(kind);
  return withSiteRoute({ schema: ZLeadRequest }, async ({ request, site, input }) => {
    const result = await createLead(
      await getDb(),
      site,
      input.lead,
      { userAgent: request.headers.get('user-agent'), referer: request.headers.get('referer') },
      kind,
    );
    if (result.spam) return Response.json({ id: null, lead_id: null, spam: true });
    return leadResponse(request, result.id, input.lead.category);
  });
}

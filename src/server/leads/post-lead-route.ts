import { customerHandlerTarget, type TCustomerHandlerKind } from '@/domain/leads/customer-handler-target';
import type { TSiteInput } from '@/server/http/site-input-gate';
import type { TRouteContext } from '@/server/http/with-route';
import { withSiteForm } from '@/server/http/with-site-form';
import { leadResponse } from './lead-response';
import { LEAD_POST_GATE } from './lead-post-gate';
import { ZLeadRequest, type TLeadRequest } from './lead-request.schema';
import { submitLead } from './submit-lead';

const options = { schema: ZLeadRequest, ...LEAD_POST_GATE };

/**
 * `POST` of the lead API (`server`) or of a partner route (/api/taurusCustomer, …): `{ lead: {…} }`, JSON or
 * form-style, stored with its deliveries; answers `{ id }` (201; 200 with the first lead's id when its
 * Idempotency-Key was seen before), and a new partial lead's `secret`, which its later saves present in
 * the X-Lead-Secret header. A partner route's lead is relayed to that partner as well; a site
 * without that integration answers 404. Every kind's POST shares one rate-limit allowance per client. A
 * handler kind the spec does not name throws its unhandled-case error (customerHandlerTarget).
 */
function postLead(handler: TCustomerHandlerKind) {
  customerHandlerTarget(handler);
  return async ({ request, site, input }: TRouteContext<TSiteInput<TLeadRequest>, object>) => {
    const lead = input.lead;
    const result = await submitLead({ site, lead, headers: request.headers, handler });
    if (result.spam) return Response.json({ id: null, lead_id: null, spam: true });
    return leadResponse(
      request,
      result.id,
      lead.category,
      result.repeat ? 200 : 201,
      {
        ...(result.carSlug && { car: result.carSlug }),
        ...(lead.location_id !== undefined && { location: String(lead.location_id) }),
      },
      result.secret === undefined ? {} : { secret: result.secret },
    );
  };
}

/** POST /api/leads (see docs/leads.md). */
export const postLeadRoute = withSiteForm(options, postLead('server'));

/** POST /api/taurusCustomer: a lead also relayed to the site's Taurus integration. */
export const postTaurusCustomerRoute = withSiteForm(options, postLead('taurus'));

/** POST /api/driveIQCustomer: a lead also relayed to the site's DriveIQ integration. */
export const postDriveIqCustomerRoute = withSiteForm(options, postLead('drive-iq'));

/** POST /api/carClarityCustomer: a lead also relayed to the site's CarClarity integration. */
export const postCarClarityCustomerRoute = withSiteForm(options, postLead('car-clarity'));

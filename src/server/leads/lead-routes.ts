import { z } from 'zod';
import {
  CUSTOMER_HANDLER_KINDS,
  customerHandlerTarget,
  type TCustomerHandlerKind,
} from '@/domain/leads/customer-handler-target';
import { getDb } from '@/server/db/db';
import { RouteError } from '@/server/http/route-error';
import { withSiteRoute } from '@/server/http/with-site-route';
import { leadResponse } from './lead-response';
import { LEAD_POST_GATE } from './lead-post-gate';
import { ZLeadRequest, ZLeadUpdateRequest } from './lead-request.schema';
import { leadMetaOf, submitLead } from './submit-lead';
import { updateLead } from './update-lead';

/**
 * `POST` of the lead API (`server`) or of a partner route (/api/taurusCustomer, …): `{ lead: {…} }`, JSON or
 * form-style, stored with its deliveries; answers `{ id }` (201; 200 with the first lead's id when its
 * Idempotency-Key was seen before), and a new partial lead's `secret`, which its later saves present in
 * the X-Lead-Secret header. A partner route's lead is relayed to that partner as well; a site
 * without that integration answers 404. Every kind's POST shares one rate-limit allowance per client. A
 * handler kind the spec does not name throws its unhandled-case error (customerHandlerTarget).
 */
function leadPostRoute(handler: TCustomerHandlerKind) {
  customerHandlerTarget(handler);
  return withSiteRoute({ schema: ZLeadRequest, ...LEAD_POST_GATE }, async ({ request, site, input }) => {
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
  });
}

/** `PUT …/{id}`: a multi-step form's next save of its unfinished lead; completing it sends it (updateLead). */
function leadPutRoute(handler: TCustomerHandlerKind) {
  customerHandlerTarget(handler);
  return withSiteRoute<typeof ZLeadUpdateRequest, { id: string }>(
    { schema: ZLeadUpdateRequest, rateLimitBucket: 'lead-put' },
    async ({ request, site, input, params }) => {
      const id = z.uuid().safeParse(params.id);
      if (!id.success) throw new RouteError(404, 'No such lead on this site.', 'id');
      const result = await updateLead(
        await getDb(),
        site,
        id.data,
        input.lead,
        leadMetaOf(request.headers),
        handler,
      );
      if (result.spam) return Response.json({ id: null, lead_id: null, spam: true });
      return leadResponse(request, result.id, input.lead.category, 200);
    },
  );
}

const byKind = <T>(make: (kind: TCustomerHandlerKind) => T) =>
  Object.fromEntries(CUSTOMER_HANDLER_KINDS.map((kind) => [kind, make(kind)])) as Record<
    TCustomerHandlerKind,
    T
  >;

/** One POST handler per handler kind (/api/leads, /api/taurusCustomer, …). */
export const LEAD_POST_ROUTES = byKind(leadPostRoute);

/** One PUT handler per handler kind (/api/leads/{id}, /api/taurusCustomer/{id}, …). */
export const LEAD_PUT_ROUTES = byKind(leadPutRoute);

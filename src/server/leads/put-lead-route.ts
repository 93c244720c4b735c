import { z } from 'zod';
import { customerHandlerTarget, type TCustomerHandlerKind } from '@/domain/leads/customer-handler-target';
import { getDb } from '@/server/db/db';
import { RouteError } from '@/server/http/route-error';
import type { TSiteInput } from '@/server/http/site-input-gate';
import type { TRouteContext } from '@/server/http/with-route';
import { withSiteForm } from '@/server/http/with-site-form';
import { leadResponse } from './lead-response';
import { ZLeadUpdateRequest } from './lead-request.schema';
import { leadMetaOf } from './submit-lead';
import { updateLead } from './update-lead';

type TLeadPut = TRouteContext<TSiteInput<z.output<typeof ZLeadUpdateRequest>>, { id: string }>;

const options = { schema: ZLeadUpdateRequest, rateLimitBucket: 'lead-put' };

/** `PUT …/{id}`: a multi-step form's next save of its unfinished lead; completing it sends it (updateLead). */
function putLead(handler: TCustomerHandlerKind) {
  customerHandlerTarget(handler);
  return async ({ request, site, input, params }: TLeadPut) => {
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
  };
}

/** PUT /api/leads/{id}. */
export const putLeadRoute = withSiteForm(options, putLead('server'));

/** PUT /api/taurusCustomer/{id}. */
export const putTaurusCustomerRoute = withSiteForm(options, putLead('taurus'));

/** PUT /api/driveIQCustomer/{id}. */
export const putDriveIqCustomerRoute = withSiteForm(options, putLead('drive-iq'));

/** PUT /api/carClarityCustomer/{id}. */
export const putCarClarityCustomerRoute = withSiteForm(options, putLead('car-clarity'));

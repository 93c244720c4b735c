import { z } from 'zod';
import { getDb } from '@/server/db/db';
import { RouteError } from '@/server/http/route-error';
import { withSiteRoute } from '@/server/http/with-site-route';
import { leadResponse } from '@/server/leads/lead-response';
import { ZLeadRequest } from '@/server/leads/lead-request.schema';
import { updateLead } from '@/server/leads/update-lead';

/** PUT /api/leads/{id}: a multi-step form's next save of its unfinished lead; completing it sends it. */
export const PUT = withSiteRoute<typeof ZLeadRequest, { id: string }>(
  { schema: ZLeadRequest },
  async ({ request, site, input, params }) => {
    const id = z.uuid().safeParse(params.id);
    if (!id.success) throw new RouteError(404, 'No such lead on this site.', 'id');
    const result = await updateLead(await getDb(), site, id.data, input.lead, {
      userAgent: request.headers.get('user-agent'),
      referer: request.headers.get('referer'),
    });
    if (result.spam) return Response.json({ id: null, lead_id: null, spam: true });
    return leadResponse(request, result.id, input.lead.category, 200);
  },
);

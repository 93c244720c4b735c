import { getDb } from '@/server/db/db';
import { withSiteRoute } from '@/server/http/with-site-route';
import { checkTestDriveTime } from '@/server/leads/check-test-drive-time';
import { createLead } from '@/server/leads/create-lead';
import { leadResponse } from '@/server/leads/lead-response';
import { ZLeadRequest } from '@/server/leads/lead-request.schema';

/** POST /api/leads `{lead:{…}}` (JSON or form-style): stores the lead and its deliveries; answers `{ id }`. */
export const POST = withSiteRoute({ schema: ZLeadRequest }, async ({ request, site, input }) => {
  const db = await getDb();
  await checkTestDriveTime(db, site, input.lead);
  const result = await createLead(db, site, input.lead, {
    userAgent: request.headers.get('user-agent'),
    referer: request.headers.get('referer'),
  });
  if (result.spam) return Response.json({ id: null, lead_id: null, spam: true });
  return leadResponse(request, result.id, input.lead.category);
});

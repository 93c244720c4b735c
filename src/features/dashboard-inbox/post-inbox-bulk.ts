import { bulkUpdateLeads } from '@/server/dashboard/bulk-update-leads';
import { ZInboxBulk } from '@/server/dashboard/inbox-bulk.schema';
import { getDb } from '@/server/db/db';
import { withQuery } from '@/server/http/dashboard-request';
import { seeOther } from '@/server/http/see-other';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { bulkReportQuery } from './bulk-report';

/**
 * POST /leads/bulk: the inbox's chosen leads assigned, given a status or marked as spam, one lead at a time;
 * back to the inbox as it was filtered, saying how many changed and which were refused and why.
 */
export const postInboxBulk = withDashboardWrite(
  { schema: ZInboxBulk, back: () => '/leads' },
  async ({ viewer, input }) => {
    const outcomes = await bulkUpdateLeads(await getDb(), viewer, input);
    return seeOther(withQuery(input.back, bulkReportQuery(input.action, outcomes)));
  },
);

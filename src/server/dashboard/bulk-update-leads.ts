import type { TDb } from '@/server/db/client';
import { assignLead } from './assign-lead';
import { DashboardError, type TDashboardErrorCode } from './dashboard-error';
import type { TInboxBulk } from './inbox-bulk.schema';
import { updateLeadStatus } from './update-lead-status';
import type { TViewer } from './viewer.types';

/** What a bulk change did to one lead: changed (or already so), or refused with the reason's code. */
export type TBulkOutcome = { leadId: string; refused: TDashboardErrorCode | null };

/**
 * Assigns, changes the status of, or marks as spam several leads, one lead at a time through the same services
 * as the lead page (assignLead, updateLeadStatus): each lead gets its own scope check, audit row and "assigned
 * to you" email, and a lead one of them refuses is reported without stopping the others.
 */
export async function bulkUpdateLeads(db: TDb, viewer: TViewer, change: TInboxBulk): Promise<TBulkOutcome[]> {
  if (change.leadIds.length === 0) throw new DashboardError('bulk_none');
  const outcomes: TBulkOutcome[] = [];
  for (const leadId of new Set(change.leadIds)) {
    try {
      if (change.action === 'assign')
        await assignLead(db, viewer, leadId, change.assignee === '' ? null : change.assignee);
      else await updateLeadStatus(db, viewer, leadId, change.action === 'spam' ? 'spam' : change.status);
      outcomes.push({ leadId, refused: null });
    } catch (error) {
      if (!(error instanceof DashboardError)) throw error;
      outcomes.push({ leadId, refused: error.code });
    }
  }
  return outcomes;
}

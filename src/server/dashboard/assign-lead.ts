import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { leads } from '@/server/db/schema';
import { enqueueAssignedEmail } from '@/server/notifications/enqueue-assigned-email';
import { DashboardError } from './dashboard-error';
import { findLeadInScope } from './find-lead-in-scope';
import { canAssignLeads } from './lead-scope';
import { listLeadAssignees } from './list-lead-assignees';
import { recordAudit } from './record-audit';
import type { TViewer } from './viewer.types';

/**
 * Hands a lead to a person of its dealership or site, or to nobody (null); audited, and the new assignee emailed
 * "Assigned to you" in the same transaction (enqueueAssignedEmail). Salespeople may not.
 */
export async function assignLead(
  db: TDb,
  viewer: TViewer,
  leadId: string,
  assigneeId: string | null,
): Promise<void> {
  const lead = await findLeadInScope(db, viewer, leadId);
  if (!lead) throw new DashboardError('not_found');
  if (!canAssignLeads(viewer)) throw new DashboardError('cannot_assign');
  if (assigneeId !== null) {
    const assignees = await listLeadAssignees(db, lead);
    if (!assignees.some((a) => a.id === assigneeId)) throw new DashboardError('assignee_outside');
  }
  if (lead.assignedUserId === assigneeId) return;
  await db.transaction(async (tx) => {
    await tx
      .update(leads)
      .set({ assignedUserId: assigneeId, updatedAt: new Date() })
      .where(eq(leads.id, lead.id));
    await recordAudit(tx, viewer, {
      websiteId: lead.websiteId,
      leadId: lead.id,
      action: 'lead.assigned',
      before: { assignedUserId: lead.assignedUserId },
      after: { assignedUserId: assigneeId },
    });
    // Bulk assign calls this once per lead, so each lead handed over is one email.
    if (assigneeId !== null) {
      await enqueueAssignedEmail(tx, {
        leadId: lead.id,
        assigneeId,
        assignedBy: { userId: viewer.userId, name: viewer.name },
      });
    }
  });
}

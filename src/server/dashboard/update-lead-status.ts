import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { leads, type TLeadStatus } from '@/server/db/schema';
import { DashboardError } from './dashboard-error';
import { findLeadInScope } from './find-lead-in-scope';
import { recordAudit } from './record-audit';
import type { TViewer } from './viewer.types';

/** Statuses that mean someone has answered the buyer: the first of them stops the response clock. */
const ANSWERED: TLeadStatus[] = ['contacted', 'appointment', 'sold', 'lost'];

/** Changes a lead's status (audited); the first answered status records when the buyer was first contacted. */
export async function updateLeadStatus(
  db: TDb,
  viewer: TViewer,
  leadId: string,
  status: TLeadStatus,
  now: Date = new Date(),
): Promise<void> {
  const lead = await findLeadInScope(db, viewer, leadId);
  if (!lead) throw new DashboardError('not_found');
  if (lead.status === status) return;
  const firstContactedAt = lead.firstContactedAt ?? (ANSWERED.includes(status) ? now : null);
  await db.transaction(async (tx) => {
    await tx.update(leads).set({ status, firstContactedAt, updatedAt: now }).where(eq(leads.id, lead.id));
    await recordAudit(tx, viewer, {
      websiteId: lead.websiteId,
      leadId: lead.id,
      action: status === 'spam' ? 'lead.marked_spam' : 'lead.status_changed',
      before: { status: lead.status, firstContactedAt: lead.firstContactedAt?.toISOString() ?? null },
      after: { status, firstContactedAt: firstContactedAt?.toISOString() ?? null },
    });
  });
}

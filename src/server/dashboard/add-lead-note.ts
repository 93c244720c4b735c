import type { TDb } from '@/server/db/client';
import { leadNotes } from '@/server/db/schema';
import { DashboardError } from './dashboard-error';
import { findLeadInScope } from './find-lead-in-scope';
import { recordAudit } from './record-audit';
import type { TViewer } from './viewer.types';

export const MAX_NOTE_LENGTH = 5000;

/** Adds a note to a lead (audited). */
export async function addLeadNote(db: TDb, viewer: TViewer, leadId: string, body: string): Promise<void> {
  const lead = await findLeadInScope(db, viewer, leadId);
  if (!lead) throw new DashboardError('not_found');
  const text = body.trim();
  if (!text) throw new DashboardError('note_empty');
  if (text.length > MAX_NOTE_LENGTH) throw new DashboardError('note_too_long');
  await db.transaction(async (tx) => {
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadId: lead.id, userId: viewer.userId, body: text })
      .returning();
    await recordAudit(tx, viewer, {
      websiteId: lead.websiteId,
      leadId: lead.id,
      action: 'lead.note_added',
      before: null,
      after: { noteId: note!.id, body: text },
    });
  });
}

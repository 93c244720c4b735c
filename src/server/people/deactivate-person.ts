import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import type { TDb } from '@/server/db/client';
import { authSessions, deactivatedUsers, leads } from '@/server/db/schema';
import { findPersonInScope } from './people-in-scope';

/** A lead still being worked: it goes back to unassigned when its person leaves. */
const OPEN_LEAD_STATUSES = ['new', 'contacted', 'appointment'] as const;

/**
 * Deactivates a person the viewer manages: they cannot sign in again (sign-in refuses them as a wrong password),
 * every session of theirs ends now, and their open leads go back to unassigned. Each step audited.
 */
export async function deactivatePerson(db: TDb, viewer: TViewer, userId: string, now = new Date()) {
  const { person } = await findPersonInScope(db, viewer, userId, { manage: true });
  if (person.deactivated) return;
  await db.transaction(async (tx) => {
    await tx.insert(deactivatedUsers).values({ userId, deactivatedAt: now, deactivatedBy: viewer.userId });
    const sessions = await tx
      .delete(authSessions)
      .where(eq(authSessions.userId, userId))
      .returning({ id: authSessions.id });
    const unassigned = await tx
      .update(leads)
      .set({ assignedUserId: null, updatedAt: now })
      .where(and(eq(leads.assignedUserId, userId), inArray(leads.status, [...OPEN_LEAD_STATUSES])))
      .returning({ id: leads.id, websiteId: leads.websiteId });
    for (const lead of unassigned)
      await recordAudit(tx, viewer, {
        websiteId: lead.websiteId,
        leadId: lead.id,
        action: 'lead.assigned',
        before: { assignedUserId: userId },
        after: { assignedUserId: null },
      });
    await recordAudit(tx, viewer, {
      websiteId: person.memberships[0]?.websiteId ?? null,
      action: 'person.deactivated',
      before: { userId, email: person.email, deactivated: false },
      after: { deactivated: true, sessionsEnded: sessions.length, leadsUnassigned: unassigned.length },
    });
  });
}

/** Lets a deactivated person sign in again (their leads stay with whoever has them now); audited. */
export async function reactivatePerson(db: TDb, viewer: TViewer, userId: string): Promise<void> {
  const { person } = await findPersonInScope(db, viewer, userId, { manage: true });
  if (!person.deactivated) return;
  await db.transaction(async (tx) => {
    await tx.delete(deactivatedUsers).where(eq(deactivatedUsers.userId, userId));
    await recordAudit(tx, viewer, {
      websiteId: person.memberships[0]?.websiteId ?? null,
      action: 'person.reactivated',
      before: { userId, email: person.email, deactivated: true },
      after: { deactivated: false },
    });
  });
}

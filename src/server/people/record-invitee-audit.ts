import type { TDb } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';
import type { TInvitation } from './find-invitation';

/** An invitee's own write (a new link asked for from an old one): on record under the invited address. */
export async function recordInviteeAudit(
  db: Pick<TDb, 'insert'>,
  invitation: TInvitation,
  entry: { userId?: string; action: string; after: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.userId ?? null,
    userEmail: invitation.email,
    websiteId: invitation.websiteId,
    action: entry.action,
    before: { invitationId: invitation.id },
    after: entry.after,
  });
}

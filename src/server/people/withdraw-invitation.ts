import { and, eq, isNull } from 'drizzle-orm';
import { mayGrant } from '@/domain/people/people-scope';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import type { TDb } from '@/server/db/client';
import { invitations } from '@/server/db/schema';
import { peopleScopeOf } from './scope-of-viewer';

/** Withdraws an invitation not yet accepted (its link then says so and offers no new one); audited. */
export async function withdrawInvitation(
  db: TDb,
  viewer: TViewer,
  id: number,
  now = new Date(),
): Promise<void> {
  const [invitation] = await db.select().from(invitations).where(eq(invitations.id, id));
  const scope = await peopleScopeOf(db, viewer);
  if (!invitation || !mayGrant(viewer.memberships, invitation, scope.sitesOf))
    throw new DashboardError('not_found');
  await db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(invitations)
      .set({ withdrawnAt: now })
      .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.withdrawnAt)))
      .returning({ id: invitations.id });
    if (!withdrawn) return;
    await recordAudit(tx, viewer, {
      websiteId: invitation.websiteId,
      action: 'invitation.withdrawn',
      before: { invitationId: id, email: invitation.email },
      after: { withdrawnAt: now.toISOString() },
    });
  });
}

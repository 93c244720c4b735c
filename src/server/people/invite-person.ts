import { and, eq, gt, isNull } from 'drizzle-orm';
import { INVITATION_TTL_MS } from '@/domain/people/invitation-state';
import { mayGrant } from '@/domain/people/people-scope';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import type { TDb } from '@/server/db/client';
import { authUsers, invitations } from '@/server/db/schema';
import { grantText, normaliseGrant, type TGrant } from './grant';
import { newInvitationToken } from './invitation-token';
import { peopleScopeOf } from './scope-of-viewer';
import { sendInvitationEmail } from './send-invitation-email';

export type TInviteResult =
  { ok: true; id: number } | { ok: false; field: 'email'; code: 'has_account' | 'invited' };

/**
 * Invites a person by email to one membership the viewer may grant (else not_found, as a tampered form): refused
 * at the email when it already has an account or an open invitation. The link is emailed; only its hash is kept.
 */
export async function invitePerson(
  db: TDb,
  viewer: TViewer,
  input: { email: string; name: string } & TGrant,
  now = new Date(),
): Promise<TInviteResult> {
  const email = input.email.trim().toLowerCase();
  const grant = normaliseGrant(input);
  const scope = await peopleScopeOf(db, viewer);
  if (!mayGrant(viewer.memberships, grant, scope.sitesOf)) throw new DashboardError('not_found');
  const [user] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  if (user) return { ok: false, field: 'email', code: 'has_account' };
  const [open] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.email, email),
        isNull(invitations.acceptedAt),
        isNull(invitations.withdrawnAt),
        gt(invitations.expiresAt, now),
      ),
    );
  if (open) return { ok: false, field: 'email', code: 'invited' };
  const { token, tokenHash } = newInvitationToken();
  const roleText = await grantText(db, grant);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invitations)
      .values({
        email,
        name: input.name,
        ...grant,
        tokenHash,
        sentAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        invitedBy: viewer.userId,
      })
      .returning({ id: invitations.id });
    await recordAudit(tx, viewer, {
      websiteId: grant.websiteId,
      action: 'person.invited',
      before: null,
      after: { invitationId: row!.id, email, ...grant },
    });
    await sendInvitationEmail(tx, { email, name: input.name, token, invitedBy: viewer.name, roleText });
    return row!.id;
  });
  return { ok: true, id };
}

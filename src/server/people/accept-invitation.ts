import { and, eq, gt, isNull } from 'drizzle-orm';
import { invitationState, type TInvitationState } from '@/domain/people/invitation-state';
import { createDashboardUser } from '@/server/auth/create-dashboard-user';
import type { TDashboardAuth } from '@/server/auth/dashboard-auth';
import { signInWithPassword } from '@/server/auth/sign-in-with-password';
import type { TDb } from '@/server/db/client';
import { invitations } from '@/server/db/schema';
import { findInvitationByToken } from './find-invitation';
import { recordInviteeAudit } from './record-invitee-audit';

export type TAcceptResult =
  | { ok: true; setCookies: string[] }
  | { ok: false; reason: 'unknown' | Exclude<TInvitationState, 'open'> | 'has_account' }
  | { ok: false; reason: 'password'; message: string };

/**
 * Accepts an open invitation: the link is spent first (so it works once, even for two tabs at once), then the
 * person is created through createDashboardUser (its password rules apply; refused, the link works again) with the
 * invitation's membership, and signed in.
 */
export async function acceptInvitation(
  db: TDb,
  auth: TDashboardAuth,
  input: { token: string; name: string; password: string; headers: Headers; now?: Date },
): Promise<TAcceptResult> {
  const now = input.now ?? new Date();
  const invitation = await findInvitationByToken(db, input.token);
  if (!invitation) return { ok: false, reason: 'unknown' };
  const state = invitationState(invitation, now);
  if (state !== 'open') return { ok: false, reason: state };
  const [claimed] = await db
    .update(invitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(invitations.id, invitation.id),
        isNull(invitations.acceptedAt),
        isNull(invitations.withdrawnAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning({ id: invitations.id });
  if (!claimed) return { ok: false, reason: 'used' };
  let userId: string;
  try {
    ({ id: userId } = await createDashboardUser(db, auth, {
      email: invitation.email,
      name: input.name,
      password: input.password,
      role: invitation.role,
      websiteId: invitation.websiteId,
      dealershipId: invitation.dealershipId,
    }));
  } catch (error) {
    await db.update(invitations).set({ acceptedAt: null }).where(eq(invitations.id, invitation.id));
    const message = error instanceof Error ? error.message : String(error);
    if (/already has an account/.test(message)) return { ok: false, reason: 'has_account' };
    return { ok: false, reason: 'password', message };
  }
  await recordInviteeAudit(db, invitation, {
    userId,
    action: 'invitation.accepted',
    after: {
      userId,
      role: invitation.role,
      websiteId: invitation.websiteId,
      dealershipId: invitation.dealershipId,
    },
  });
  const signedIn = await signInWithPassword(db, auth, {
    email: invitation.email,
    password: input.password,
    headers: input.headers,
    now,
  });
  return { ok: true, setCookies: signedIn.ok ? signedIn.setCookies : [] };
}

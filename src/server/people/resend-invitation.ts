import { eq } from 'drizzle-orm';
import { INVITATION_TTL_MS, invitationState, mayResendInvitation } from '@/domain/people/invitation-state';
import type { TDashboardAuth } from '@/server/auth/dashboard-auth';
import { requestPasswordReset } from '@/server/auth/reset-password';
import type { TDb } from '@/server/db/client';
import { invitations } from '@/server/db/schema';
import { findInvitationByToken } from './find-invitation';
import { grantText } from './grant';
import { newInvitationToken } from './invitation-token';
import { recordInviteeAudit } from './record-invitee-audit';
import { sendInvitationEmail } from './send-invitation-email';

export type TResendResult = 'sent' | 'reset_sent' | 'unknown' | 'withdrawn' | 'too_soon';

/**
 * "Send a new link" from an old one: an invitation not accepted gets a fresh link (the same address and role, 72 h
 * again; the old link stops working), unless withdrawn or sent a moment ago; an accepted one sends the account a
 * password-reset link instead (its person exists: a second account cannot be made).
 */
export async function resendInvitation(
  db: TDb,
  auth: TDashboardAuth,
  input: { token: string; headers: Headers; now?: Date },
): Promise<TResendResult> {
  const now = input.now ?? new Date();
  const invitation = await findInvitationByToken(db, input.token);
  if (!invitation) return 'unknown';
  const state = invitationState(invitation, now);
  if (state === 'withdrawn') return 'withdrawn';
  if (state === 'used') {
    await requestPasswordReset(auth, invitation.email, input.headers);
    await recordInviteeAudit(db, invitation, { action: 'invitation.reset_link_sent', after: {} });
    return 'reset_sent';
  }
  if (!mayResendInvitation(invitation, now)) return 'too_soon';
  const { token, tokenHash } = newInvitationToken();
  const roleText = await grantText(db, invitation);
  await db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ tokenHash, sentAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) })
      .where(eq(invitations.id, invitation.id));
    await recordInviteeAudit(tx, invitation, {
      action: 'invitation.resent',
      after: { sentAt: now.toISOString() },
    });
    await sendInvitationEmail(tx, {
      email: invitation.email,
      name: invitation.name,
      token,
      roleText,
    });
  });
  return 'sent';
}

/** How long an emailed invitation link works. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;
/** The least time between two links sent for one invitation (the "send a new link" button). */
export const INVITATION_RESEND_GAP_MS = 60 * 1000;

export type TInvitationState = 'open' | 'used' | 'expired' | 'withdrawn';

/**
 * Where an invitation stands: used once accepted, withdrawn once its inviter took it back, expired 72 h after its
 * link was sent, else open (its link may be accepted).
 */
export function invitationState(
  invitation: { acceptedAt: Date | null; withdrawnAt: Date | null; expiresAt: Date },
  now: Date,
): TInvitationState {
  if (invitation.acceptedAt) return 'used';
  if (invitation.withdrawnAt) return 'withdrawn';
  return now.getTime() >= invitation.expiresAt.getTime() ? 'expired' : 'open';
}

/** Whether a fresh link may be sent now: the invitation not withdrawn, and its last link not sent a moment ago. */
export function mayResendInvitation(
  invitation: { withdrawnAt: Date | null; sentAt: Date },
  now: Date,
): boolean {
  return !invitation.withdrawnAt && now.getTime() - invitation.sentAt.getTime() >= INVITATION_RESEND_GAP_MS;
}

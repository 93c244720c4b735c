import { describe, expect, it } from 'vitest';
import {
  INVITATION_RESEND_GAP_MS,
  INVITATION_TTL_MS,
  invitationState,
  mayResendInvitation,
} from './invitation-state';

const sent = new Date('2026-11-28T00:00:00Z');
const expiresAt = new Date(sent.getTime() + INVITATION_TTL_MS);
const at = (ms: number) => new Date(sent.getTime() + ms);

describe('invitationState', () => {
  it.each([
    ['open just after sending', {}, at(1000), 'open'],
    ['open a second before 72 h', {}, at(INVITATION_TTL_MS - 1000), 'open'],
    ['expired at 72 h', {}, at(INVITATION_TTL_MS), 'expired'],
    ['used once accepted, even after expiry', { acceptedAt: at(5) }, at(INVITATION_TTL_MS * 2), 'used'],
    ['withdrawn before it expired', { withdrawnAt: at(5) }, at(10), 'withdrawn'],
    ['withdrawn also after expiry', { withdrawnAt: at(5) }, at(INVITATION_TTL_MS * 2), 'withdrawn'],
  ] as const)('%s', (_, dates, now, expected) => {
    const invitation = { acceptedAt: null, withdrawnAt: null, expiresAt, ...dates };
    expect(invitationState(invitation, now)).toBe(expected);
  });
});

describe('mayResendInvitation', () => {
  it.each([
    ['not within a minute of the last link', null, at(INVITATION_RESEND_GAP_MS - 1), false],
    ['a minute after the last link', null, at(INVITATION_RESEND_GAP_MS), true],
    ['never once withdrawn', at(1), at(INVITATION_TTL_MS * 2), false],
  ] as const)('%s', (_, withdrawnAt, now, expected) => {
    expect(mayResendInvitation({ withdrawnAt, sentAt: sent }, now)).toBe(expected);
  });
});

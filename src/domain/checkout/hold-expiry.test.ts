import { describe, expect, it } from 'vitest';
import { holdExpiresAt, isHoldExpired } from './hold-expiry';

const now = new Date('2026-11-25T23:00:00Z');

describe('holdExpiresAt', () => {
  it('ends the hold the given minutes later', () => {
    expect(holdExpiresAt(now, 15).toISOString()).toBe('2026-11-25T23:15:00.000Z');
  });
});

describe('isHoldExpired', () => {
  it.each([
    ['2026-11-25T23:00:01Z', false],
    ['2026-11-25T23:00:00Z', true],
    ['2026-11-25T22:59:59Z', true],
  ])('a hold ending %s has expired: %s', (end, expired) => {
    expect(isHoldExpired(new Date(end), now)).toBe(expired);
  });
});

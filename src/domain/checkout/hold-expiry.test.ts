import { describe, expect, it } from 'vitest';
import { holdExpiresAt } from './hold-expiry';

const now = new Date('2026-11-25T23:00:00Z');

describe('holdExpiresAt', () => {
  it('ends the hold the given minutes later', () => {
    expect(holdExpiresAt(now, 15).toISOString()).toBe('2026-11-25T23:15:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { BUYER_CODE_MAX_TRIES, buyerCodeState, buyerCodeWaitSeconds } from './buyer-code-rules';

const now = new Date('2026-11-29T10:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('buyerCodeWaitSeconds', () => {
  it.each([
    ['no code yet', [], 0],
    ['four codes this hour', [1, 2, 3, 4].map(minutesAgo), 0],
    ['five this hour, the oldest 50 min ago: ten minutes more', [50, 40, 30, 20, 10].map(minutesAgo), 600],
    ['five, but one over an hour ago', [61, 40, 30, 20, 10].map(minutesAgo), 0],
    ['six this hour: the fifth newest decides', [59, 50, 40, 30, 20, 10].map(minutesAgo), 600],
  ])('%s', (_, sent, wait) => {
    expect(buyerCodeWaitSeconds(sent, now)).toBe(wait);
  });
});

describe('buyerCodeState', () => {
  const later = new Date(now.getTime() + 60_000);
  it.each([
    ['fresh', { expiresAt: later, tries: 0, usedAt: null }, 'usable'],
    [
      'one try short of the limit',
      { expiresAt: later, tries: BUYER_CODE_MAX_TRIES - 1, usedAt: null },
      'usable',
    ],
    ['wrong five times', { expiresAt: later, tries: BUYER_CODE_MAX_TRIES, usedAt: null }, 'used-up'],
    ['used', { expiresAt: later, tries: 0, usedAt: now }, 'used-up'],
    ['past its ten minutes', { expiresAt: now, tries: 0, usedAt: null }, 'expired'],
  ] as const)('%s', (_, code, state) => {
    expect(buyerCodeState(code, now)).toBe(state);
  });
});

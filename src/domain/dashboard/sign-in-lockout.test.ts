import { describe, expect, it } from 'vitest';
import {
  afterFailedSignIn,
  LOCKOUT_FAILURES,
  LOCKOUT_MS,
  LOCKOUT_WINDOW_MS,
  lockoutRemaining,
  type TSignInFailures,
} from './sign-in-lockout';

const t0 = new Date('2026-11-25T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('afterFailedSignIn', () => {
  it.each<[string, TSignInFailures | null, Date, TSignInFailures]>([
    ['first failure starts a count', null, t0, { failures: 1, firstFailureAt: t0, lockedUntil: null }],
    [
      'a failure within the window adds to it',
      { failures: 2, firstFailureAt: t0, lockedUntil: null },
      at(60_000),
      { failures: 3, firstFailureAt: t0, lockedUntil: null },
    ],
    [
      'the fifth failure within the window locks the address',
      { failures: LOCKOUT_FAILURES - 1, firstFailureAt: t0, lockedUntil: null },
      at(60_000),
      { failures: LOCKOUT_FAILURES, firstFailureAt: t0, lockedUntil: at(60_000 + LOCKOUT_MS) },
    ],
    [
      'a failure after the window starts a new count',
      { failures: 4, firstFailureAt: t0, lockedUntil: null },
      at(LOCKOUT_WINDOW_MS),
      { failures: 1, firstFailureAt: at(LOCKOUT_WINDOW_MS), lockedUntil: null },
    ],
    [
      'a failure after a lock ran out starts a new count',
      { failures: 5, firstFailureAt: t0, lockedUntil: at(1000) },
      at(2000),
      { failures: 1, firstFailureAt: at(2000), lockedUntil: null },
    ],
  ])('%s', (_name, record, now, expected) => {
    expect(afterFailedSignIn(record, now)).toEqual(expected);
  });
});

describe('lockoutRemaining', () => {
  it.each<[string, TSignInFailures | null, Date, number]>([
    ['no record', null, t0, 0],
    ['not locked', { failures: 3, firstFailureAt: t0, lockedUntil: null }, t0, 0],
    [
      'locked: seconds left, rounded up',
      { failures: 5, firstFailureAt: t0, lockedUntil: at(90_500) },
      t0,
      91,
    ],
    ['lock ran out', { failures: 5, firstFailureAt: t0, lockedUntil: at(1000) }, at(1000), 0],
  ])('%s', (_name, record, now, expected) => {
    expect(lockoutRemaining(record, now)).toBe(expected);
  });
});

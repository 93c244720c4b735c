import { describe, expect, it } from 'vitest';
import {
  accountFailures,
  afterFailedSignIn,
  clientWaitSeconds,
  FAILURE_WINDOW_MS,
  waitRemaining,
  type TSignInFailures,
} from './sign-in-lockout';

const t0 = new Date('2026-11-25T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('clientWaitSeconds', () => {
  it('is free for four failures, then doubles from 1 s from the fifth, and stops at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 50].map(clientWaitSeconds)).toEqual([
      0, 0, 0, 0, 1, 2, 4, 8, 16, 30, 30, 30,
    ]);
  });
});

describe('afterFailedSignIn', () => {
  it('starts a count, adds to it within the window, and starts again after it', () => {
    const first = afterFailedSignIn(null, t0);
    expect(first).toEqual({ failures: 1, firstFailureAt: t0, lastFailureAt: t0 });
    const second = afterFailedSignIn(first, at(60_000));
    expect(second).toEqual({ failures: 2, firstFailureAt: t0, lastFailureAt: at(60_000) });
    expect(afterFailedSignIn(second, at(FAILURE_WINDOW_MS))).toEqual({
      failures: 1,
      firstFailureAt: at(FAILURE_WINDOW_MS),
      lastFailureAt: at(FAILURE_WINDOW_MS),
    });
  });
});

describe('waitRemaining', () => {
  const record = (failures: number, lastMs: number): TSignInFailures => ({
    failures,
    firstFailureAt: t0,
    lastFailureAt: at(lastMs),
  });

  it('makes the client wait 2^(n-5) s after its n-th failure, counted from that failure', () => {
    expect(waitRemaining(null, t0)).toBe(0);
    expect(waitRemaining(record(4, 0), at(1))).toBe(0);
    expect(waitRemaining(record(5, 0), at(1))).toBe(1);
    expect(waitRemaining(record(5, 0), at(1_000))).toBe(0);
    expect(waitRemaining(record(8, 10_000), at(12_500))).toBe(6);
    expect(waitRemaining(record(40, 10_000), at(10_000))).toBe(30);
  });

  it('lets a client whose count is older than the window try at once', () => {
    expect(waitRemaining(record(40, FAILURE_WINDOW_MS - 1), at(FAILURE_WINDOW_MS))).toBe(0);
  });
});

describe('accountFailures', () => {
  it('adds up the failures of every client within the window', () => {
    const recent = { failures: 6, firstFailureAt: at(1_000), lastFailureAt: at(2_000) };
    const other = { failures: 4, firstFailureAt: at(5_000), lastFailureAt: at(6_000) };
    const old = { failures: 9, firstFailureAt: t0, lastFailureAt: t0 };
    expect(accountFailures([recent, other, old], at(FAILURE_WINDOW_MS + 500))).toBe(10);
  });
});

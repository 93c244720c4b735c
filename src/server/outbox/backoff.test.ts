import { describe, expect, it } from 'vitest';
import { afterFailedAttempt, DEFAULT_RETRY_POLICY } from './backoff';

describe('afterFailedAttempt', () => {
  const policy = { baseDelayMs: 1000, maxDelayMs: 5000, maxAttempts: 5 };
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 5000],
  ])('attempt %i waits %i ms', (attempts, delayMs) => {
    expect(afterFailedAttempt(attempts, policy, () => 0)).toEqual({ park: false, delayMs });
  });

  it('adds at most 10% jitter', () => {
    expect(afterFailedAttempt(1, policy, () => 0.999)).toEqual({ park: false, delayMs: 1100 });
  });

  it('parks after the last attempt', () => {
    expect(afterFailedAttempt(5, policy)).toEqual({ park: true });
    expect(afterFailedAttempt(DEFAULT_RETRY_POLICY.maxAttempts, DEFAULT_RETRY_POLICY)).toEqual({
      park: true,
    });
  });
});

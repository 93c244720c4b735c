export type TRetryPolicy = {
  /** Delay before the second attempt; each later one doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the delivery is parked for an operator. */
  maxAttempts: number;
};

/** 30 s, 1 min, 2 min … capped at 1 h; parked after 12 attempts (about 7 hours of trying). */
export const DEFAULT_RETRY_POLICY: TRetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 12,
};

/**
 * What happens after a failed attempt number `attempts` (1 for the first): park when it was the last,
 * else retry after base × 2^(attempts − 1), capped, with up to 10% jitter so a burst does not retry in step.
 */
export function afterFailedAttempt(
  attempts: number,
  policy: TRetryPolicy,
  random: () => number = Math.random,
): { park: true } | { park: false; delayMs: number } {
  if (attempts >= policy.maxAttempts) return { park: true };
  const delay = Math.min(policy.baseDelayMs * 2 ** (attempts - 1), policy.maxDelayMs);
  return { park: false, delayMs: Math.round(delay * (1 + random() * 0.1)) };
}

import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export type TRateLimit = { limit: number; windowMs: number };
export type TRateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };
export type TRateLimiter = (key: string) => Promise<TRateDecision>;

/**
 * Requests per window per key (rate-limiter-flexible's memory store: each key's count is dropped when its
 * window ends, so memory holds only the clients of the current window). One app process owns a PGlite data
 * directory; several app servers each count on their own (docs/operations/scale-out.md).
 */
export function createRateLimiter(rule: TRateLimit): TRateLimiter {
  const limiter = new RateLimiterMemory({
    points: rule.limit,
    duration: Math.max(1, Math.ceil(rule.windowMs / 1000)),
  });
  return async function check(key) {
    try {
      await limiter.consume(key);
      return { ok: true };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
    }
  };
}

const shared = new Map<string, TRateLimiter>();

/**
 * The one limiter of a bucket, for routes that must share an allowance (the lead API and its partner
 * routes: posting to both must not double what a client may send). The first caller's rule sets it.
 */
export function sharedRateLimiter(bucket: string, rule: TRateLimit): TRateLimiter {
  let limiter = shared.get(bucket);
  if (!limiter) {
    limiter = createRateLimiter(rule);
    shared.set(bucket, limiter);
  }
  return limiter;
}

export type TRateLimit = { limit: number; windowMs: number };
export type TRateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * A fixed-window request counter per key, in this process's memory (one app process owns a PGlite data
 * directory; several PostgreSQL-backed instances each limit on their own, see docs/leads.md).
 */
export function createRateLimiter(rule: TRateLimit) {
  const windows = new Map<string, { start: number; count: number }>();
  return function check(key: string, now = Date.now()): TRateDecision {
    if (windows.size > 10_000) {
      for (const [k, w] of windows) if (now - w.start >= rule.windowMs) windows.delete(k);
    }
    let window = windows.get(key);
    if (!window || now - window.start >= rule.windowMs) {
      window = { start: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= rule.limit) return { ok: true };
    return {
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.start + rule.windowMs - now) / 1000)),
    };
  };
}

const shared = new Map<string, ReturnType<typeof createRateLimiter>>();

/**
 * The one limiter of a bucket, for routes that must share an allowance (the lead API and its partner
 * routes: posting to both must not double what a client may send). The first caller's rule sets it.
 */
export function sharedRateLimiter(bucket: string, rule: TRateLimit) {
  let limiter = shared.get(bucket);
  if (!limiter) {
    limiter = createRateLimiter(rule);
    shared.set(bucket, limiter);
  }
  return limiter;
}

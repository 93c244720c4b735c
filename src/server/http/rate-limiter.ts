import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { env } from '@/env';
import type { TDbHandle } from '@/server/db/client';
import { getDbHandle } from '@/server/db/db';
import { postgresRateLimitClient } from './postgres-rate-limit-client';

export type TRateLimit = { limit: number; windowMs: number };
export type TRateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };
export type TRateLimiter = (key: string) => Promise<TRateDecision>;

/**
 * The store of one limiter: on PostgreSQL, rate-limiter-flexible's PostgreSQL store in the `rate_limits` table
 * (migration 0007), so every app server counts one allowance, with a memory store as insurance should the
 * database fail; on PGlite (one process), its memory store alone, which drops each key's count when its window
 * ends. `name` keeps limiters apart in the shared table.
 */
export function rateLimitStore(
  name: string,
  rule: TRateLimit,
  handle: TDbHandle | null,
): RateLimiterAbstract {
  const options = { points: rule.limit, duration: Math.max(1, Math.ceil(rule.windowMs / 1000)) };
  const memory = new RateLimiterMemory(options);
  const client = handle && postgresRateLimitClient(handle);
  if (!client) return memory;
  return new RateLimiterPostgres({
    ...options,
    storeClient: client,
    storeType: 'client',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: name,
    insuranceLimiter: memory,
  });
}

/** The app's database when DATABASE_URL names a PostgreSQL server; null on PGlite (the memory store serves). */
async function sharedDatabase(): Promise<TDbHandle | null> {
  return env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL) ? getDbHandle() : null;
}

/**
 * Requests per window per key, named `name` (limiters of one name count together on every app server), counted
 * in the app's database when it is PostgreSQL (rateLimitStore). `database` is for tests.
 */
export function createRateLimiter(
  name: string,
  rule: TRateLimit,
  database: () => Promise<TDbHandle | null> = sharedDatabase,
): TRateLimiter {
  let store: Promise<RateLimiterAbstract> | undefined;
  return async function check(key) {
    store ??= database().then((handle) => rateLimitStore(name, rule, handle));
    try {
      await (await store).consume(key);
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
    limiter = createRateLimiter(bucket, rule);
    shared.set(bucket, limiter);
  }
  return limiter;
}

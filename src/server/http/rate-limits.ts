import { env } from '@/env';
import type { TRateLimit } from './rate-limiter';

const MINUTE = 60_000;

/** Each public write endpoint (leads, relays, valuations): API_RATE_LIMIT_PER_MINUTE per client. */
export const WRITE_RATE_LIMIT: TRateLimit = { limit: env.API_RATE_LIMIT_PER_MINUTE, windowMs: MINUTE };

/** Search and autocomplete: generous (one request a keystroke), 20 times the write limit. */
export const SEARCH_RATE_LIMIT: TRateLimit = { limit: env.API_RATE_LIMIT_PER_MINUTE * 20, windowMs: MINUTE };

/** Analytics events, all kinds and cars together, per client. */
export const EVENT_RATE_LIMIT: TRateLimit = { limit: env.API_RATE_LIMIT_PER_MINUTE * 2, windowMs: MINUTE };

/** One kind of analytics event about one car, per client: a visitor taps a car's phone a few times at most. */
export const EVENT_PER_CAR_RATE_LIMIT: TRateLimit = { limit: 5, windowMs: 10 * MINUTE };

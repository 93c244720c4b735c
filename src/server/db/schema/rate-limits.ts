import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Requests counted per client and window, shared by every app server on one PostgreSQL database: the table
 * rate-limiter-flexible's PostgreSQL store reads and writes (its own layout; src/server/http/rate-limiter.ts).
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns every delivery outbox shares (lead deliveries, search index pushes, payment webhook events): its
 * state, its attempts and when the worker may try next (claimed by `claimDueRows`). A fresh set per table: a
 * column builder belongs to one table.
 */
export function deliveryOutboxColumns() {
  return {
    status: text('status', { enum: ['pending', 'delivered', 'parked'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

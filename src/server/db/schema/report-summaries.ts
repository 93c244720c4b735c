import { date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/**
 * The Monday summaries already queued, one row per site and week (the local date of that Monday): the job inserts
 * its row before it queues a site's emails, so a week's summary goes out once however many servers tick.
 */
export const reportSummaries = pgTable(
  'report_summaries',
  {
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    weekOf: date('week_of').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.weekOf] })],
);

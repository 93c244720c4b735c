import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each periodic job of src/server/jobs last claimed its period, on the database's clock: every app server
 * reads and claims it in one statement (claimJobPeriod), so a job runs once per period however many servers tick.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});

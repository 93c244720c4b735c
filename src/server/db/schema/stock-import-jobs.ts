import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TStockImportError } from '@/server/stock-import/stock-row.types';
import { authUsers } from './dashboard';
import { stockApiKeys } from './stock-api-keys';
import { websites } from './websites';

/**
 * A stock feed too large to answer while the client waits (over SYNC_IMPORT_MAX_ROWS rows): the file is kept here
 * until it is done, so the work survives a restart. Whoever claims it (the server that took the post, or the jobs
 * scheduler once its lease has run out) imports it in batches from `rows_done`, each batch committed with the
 * progress through it (docs/stock-import.md, "Large feeds").
 */
export const stockImportJobs = pgTable(
  'stock_import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** The key that posted it (its holder reads the progress); null for the admin token or the dashboard. */
    stockApiKeyId: integer('stock_api_key_id').references(() => stockApiKeys.id, { onDelete: 'set null' }),
    createdByUserId: text('created_by_user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    /** The dealerships it may write (a key's one, a manager's), named in errors by `scope`; null: all the site's. */
    dealershipIds: integer('dealership_ids').array(),
    scope: text('scope'),
    fileName: text('file_name'),
    format: text('format', { enum: ['csv', 'json'] }).notNull(),
    dryRun: boolean('dry_run').notNull().default(false),
    /** The feed as sent (UTF-8 text, at most 20 MB); cleared once the job is finished. */
    file: text('file'),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    rowsTotal: integer('rows_total').notNull(),
    rowsDone: integer('rows_done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    errors: jsonb('errors').$type<TStockImportError[]>().notNull().default([]),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    /** Nobody else claims the job before this (moved on with each batch); a crashed worker's lease runs out. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('stock_import_jobs_due_idx').on(t.status, t.leaseUntil),
    index('stock_import_jobs_website_idx').on(t.websiteId, t.createdAt),
  ],
);

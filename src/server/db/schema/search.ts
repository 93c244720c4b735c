import { bigint, index, integer, pgSequence, pgTable, serial } from 'drizzle-orm/pg-core';
import { dealerships } from './dealerships';
import { websites } from './websites';
import { deliveryOutboxColumns } from './delivery-outbox-columns';

/** Source of stock versions: every change takes the next value, so a version is never seen twice. */
export const searchStockVersionSeq = pgSequence('search_stock_version_seq');

/**
 * The stock version of each dealership, moved on by database triggers (migration 0002) in the same
 * transaction as any insert, update, delete or truncate of its cars, or a change of its slug. The postgres
 * search provider compares it with the version of its in-process stock snapshot before every search, so
 * the next search sees a change whoever wrote it (docs/adr/0006-search-stock-snapshot.md).
 */
export const searchStockVersions = pgTable('search_stock_versions', {
  dealershipId: integer('dealership_id')
    .primaryKey()
    .references(() => dealerships.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * Outbox of hosted search index changes: one row per changed car and site configured for algolia, written
 * by the same triggers in the car's transaction. The worker sends the car's current record (or a delete)
 * to the site's index with retries and backoff.
 */
export const searchIndexPushes = pgTable(
  'search_index_pushes',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** No foreign key: a deleted car still needs its delete pushed. */
    carId: integer('car_id').notNull(),
    ...deliveryOutboxColumns(),
  },
  (t) => [index('search_index_pushes_due_idx').on(t.status, t.nextAttemptAt)],
);

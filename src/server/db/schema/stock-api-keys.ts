import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { authUsers } from './dashboard';
import { dealerships } from './dealerships';
import { websites } from './websites';

/**
 * A key a dealer's DMS uses to post stock over HTTP: scoped to one dealership (imported through one of its
 * sites), stored as the SHA-256 of a 256-bit random key, which is shown once when it is created.
 */
export const stockApiKeys = pgTable(
  'stock_api_keys',
  {
    id: serial('id').primaryKey(),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters, so a dealer can tell keys apart without the key itself. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdByUserId: text('created_by_user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('stock_api_keys_dealership_idx').on(t.dealershipId)],
);

import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/**
 * Old addresses of a site (from the platform it moved from) and where each now lives: the site answers a
 * request for `fromPath` it does not serve itself with a permanent redirect to `toUrl`.
 */
export const siteRedirects = pgTable(
  'site_redirects',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** The old path with its query string, if it had one (`/used-cars/123`, `/stock.php?id=9`). */
    fromPath: text('from_path').notNull(),
    /** A path on the site (`/cars/…`) or a full https address. */
    toUrl: text('to_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('site_redirects_site_from_idx').on(t.websiteId, t.fromPath),
    index('site_redirects_website_idx').on(t.websiteId),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/**
 * A host name a site answers on (`www.dealer.co.nz`): a host belongs to one site at most, and a site with domains
 * has one canonical host, the address its pages name as theirs; requests to its other hosts are sent there
 * (docs/adr/0030).
 */
export const siteDomains = pgTable(
  'site_domains',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** Lower case, no scheme, port or path (siteHostProblem). */
    host: text('host').notNull().unique(),
    canonical: boolean('canonical').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('site_domains_website_idx').on(t.websiteId),
    uniqueIndex('site_domains_one_canonical_idx')
      .on(t.websiteId)
      .where(sql`canonical`),
  ],
);

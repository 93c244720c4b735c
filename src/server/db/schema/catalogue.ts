import { index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/** The image of a catalogue model exactly as the dealer dashboard supplies it: both may be null, thumb may be an object. */
export type TCatalogueImage = { url: string | null; thumb: string | { url: string | null } | null };

/** A model of a make's catalogue, as the dealer-management dashboard supplies it, odd shapes kept. */
export const catalogueModels = pgTable(
  'catalogue_models',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    manufacturerName: text('manufacturer_name').notNull(),
    /** As supplied; may carry trailing spaces. Trim at display. */
    name: text('name').notNull(),
    /** Of the form models/{slug}. */
    slug: text('slug').notNull(),
    path: text('path').notNull(),
    description: text('description'),
    manufacturerBody: text('manufacturer_body'),
    bodyStyle: jsonb('body_style').$type<string[]>().notNull().default([]),
    body: jsonb('body').$type<string[]>().notNull().default([]),
    image: jsonb('image').$type<TCatalogueImage>().notNull(),
    status: text('status'),
    fuel: jsonb('fuel').$type<(string | null)[]>().notNull().default([]),
    variant: text('variant'),
    overrideUrl: text('override_url'),
    aftermarketManufacturerId: integer('aftermarket_manufacturer_id'),
    accessoriesCount: smallint('accessories_count').notNull().default(0),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('catalogue_models_website_slug_uq').on(t.websiteId, t.slug),
    index('catalogue_models_website_make_idx').on(t.websiteId, t.manufacturerName),
  ],
);

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import type { TContentButton, TContentImage } from '@/domain/content/home-content';
import { websites } from './websites';

/**
 * A site's content: the home slider's slides, the content blocks under it and the Special Offers page's offer
 * blocks, each in position order.
 * Shapes are checked with the domain's zod schemas where rows are written (seed) and again where they are
 * read, so a bad row is left out of the page instead of breaking it.
 */
export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /**
     * `slide`: a slide of the home slider (title, image, Discover More target); `block`: a home content block;
     * `offer`: a content block of the Special Offers page (same shape as a block).
     */
    kind: text('kind', { enum: ['slide', 'block', 'offer'] }).notNull(),
    position: smallint('position').notNull().default(0),
    title: text('title').notNull(),
    /** A block's text: plain text (line breaks kept) or HTML (sanitised when shown). Empty for slides. */
    body: text('body').notNull().default(''),
    /** A slide's Discover More target; null for blocks, whose links are their buttons. */
    href: text('href'),
    image: jsonb('image').$type<TContentImage | null>(),
    buttons: jsonb('buttons')
      .$type<TContentButton[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [index('content_blocks_website_kind_idx').on(t.websiteId, t.kind, t.position)],
);

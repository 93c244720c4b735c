import { date, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { locations } from './locations';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    text: text('text'),
    rating: smallint('rating').notNull(),
    imageUrl: text('image_url'),
    imageThumbUrl: text('image_thumb_url'),
    reviewDate: date('review_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_location_idx').on(t.locationId, t.reviewDate)],
);

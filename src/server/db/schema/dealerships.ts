import { pgTable, serial, text } from 'drizzle-orm/pg-core';

export const dealerships = pgTable('dealerships', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  manufacturers: text('manufacturers').array().notNull().default([]),
});

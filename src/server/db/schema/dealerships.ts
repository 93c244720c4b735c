import { pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * A dealership: the business a site's stock and locations belong to. Its address, numbers and phones are set
 * in the dashboard (null on dealerships seeded before it could): the licence is AU's dealer (LMCT) licence or
 * NZ's trader registration, the business number an ABN or NZBN (src/domain/onboarding/country-rules.ts).
 */
export const dealerships = pgTable('dealerships', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  manufacturers: text('manufacturers').array().notNull().default([]),
  street: text('street'),
  suburb: text('suburb'),
  /** An AU state or territory, or an NZ region. */
  region: text('region'),
  postcode: text('postcode'),
  licenceNumber: text('licence_number'),
  businessNumber: text('business_number'),
  salesPhone: text('sales_phone'),
  servicePhone: text('service_phone'),
  partsPhone: text('parts_phone'),
});

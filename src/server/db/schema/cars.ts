import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { dealerships } from './dealerships';
import { locations } from './locations';

export type TPaymentProcessor = {
  authorization_type: 'stripe' | 'till' | 'st_george';
  authorization_key: string;
};

/** A car in stock. Belongs to a dealership; shown on every site that links that dealership. */
export const cars = pgTable(
  'cars',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    stocknum: text('stocknum').notNull(),
    name: text('name').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: smallint('year').notNull(),
    badge: text('badge'),
    body: text('body'),
    colour: text('colour'),
    transmission: text('transmission'),
    engine: text('engine'),
    fuelType: text('fuel_type'),
    /** The driven wheels as the feed states them ('AWD', '4x4', 'Front Wheel Drive'). */
    drivetrain: text('drivetrain'),
    doors: smallint('doors'),
    seats: smallint('seats'),
    simpleFuel: text('simple_fuel', { enum: ['Electric', 'Hybrid'] }),
    km: integer('km').notNull().default(0),
    vin: text('vin'),
    rego: text('rego'),
    description: text('description'),
    /** Equipment highlights in the dealer's order ("Tow bar", "Apple CarPlay"). */
    features: jsonb('features').$type<string[]>().notNull().default([]),
    carType: text('car_type', { enum: ['new', 'used', 'demo'] }).notNull(),
    status: text('status', { enum: ['in_stock', 'coming_soon'] })
      .notNull()
      .default('in_stock'),
    tag: text('tag'),
    label: text('label'),
    reserved: boolean('reserved').notNull().default(false),
    sold: boolean('sold').notNull().default(false),
    reservable: boolean('reservable'),
    showOnDealerWebsite: boolean('show_on_dealer_website').notNull().default(true),
    /** Whole dollars, drive-away. */
    price: integer('price'),
    customRank: integer('custom_rank').notNull().default(0),
    primaryImageUrl: text('primary_image_url'),
    city: text('city'),
    state: text('state'),
    locationPhone: text('location_phone'),
    paymentProcessors: jsonb('payment_processors').$type<TPaymentProcessor[]>().notNull().default([]),
    hasCheckoutPaymentProcessor: boolean('has_checkout_payment_processor').notNull().default(false),
    weeklyRepayment: integer('weekly_repayment'),
    interestRate: numeric('interest_rate', { precision: 5, scale: 2 }),
    comparisonRate: numeric('comparison_rate', { precision: 5, scale: 2 }),
    termMonths: smallint('term_months'),
    financeLender: text('finance_lender'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cars_dealership_stocknum_uq').on(t.dealershipId, t.stocknum),
    index('cars_dealership_status_idx').on(t.dealershipId, t.status, t.sold),
    index('cars_created_at_idx').on(t.createdAt),
  ],
);

/** A car's photos in display order; url is full size, thumbUrl the fixed-size thumbnail. */
export const carImages = pgTable(
  'car_images',
  {
    id: serial('id').primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
    thumbUrl: text('thumb_url').notNull(),
    width: smallint('width').notNull(),
    height: smallint('height').notNull(),
    alt: text('alt').notNull().default(''),
  },
  (t) => [uniqueIndex('car_images_car_position_uq').on(t.carId, t.position)],
);

import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { dealerships } from './dealerships';

/** A dealership's site (showroom, service centre, parts desk). Empty location_type means sales. */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    locationType: text('location_type').notNull().default(''),
    locationSubtype: text('location_subtype').array().notNull().default([]),
    manufacturers: text('manufacturers').array().notNull().default([]),
    primary: boolean('primary').notNull().default(false),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    placeUrl: text('place_url'),
    placeId: text('place_id'),
    mapKey: text('map_key'),
    phone: text('phone'),
    landlinePhone: text('landline_phone'),
    email: text('email'),
    timezone: text('timezone').notNull().default('Australia/Sydney'),
    averageRating: numeric('average_rating', { precision: 2, scale: 1 }),
    reviewCount: integer('review_count').notNull().default(0),
    dealerLicenseNumber: text('dealer_license_number'),
    motorVehicleRepairer: text('motor_vehicle_repairer'),
    /** Test-drive booking windows per weekday (0 Sunday to 6 Saturday), e.g. [{weekday:1, start:'09:00', end:'17:00'}]. */
    bookingTimes: jsonb('booking_times').$type<{ weekday: number; start: string; end: string }[]>(),
  },
  (t) => [index('locations_dealership_idx').on(t.dealershipId)],
);

/** Opening hours by weekday (0 Sunday to 6 Saturday). */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    open: text('open'),
    close: text('close'),
    status: text('status', { enum: ['Open', 'Closed'] }).notNull(),
    formatedHours: text('formated_hours').notNull(),
  },
  (t) => [index('opening_hours_location_idx').on(t.locationId)],
);

/** Holiday (special) hours for one date. */
export const specialHours = pgTable(
  'special_hours',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    label: text('label'),
    status: text('status', { enum: ['Open', 'Closed'] }).notNull(),
    startHour: text('start_hour'),
    endHour: text('end_hour'),
  },
  (t) => [index('special_hours_location_idx').on(t.locationId)],
);

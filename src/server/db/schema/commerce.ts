import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { catalogueModels } from './catalogue';
import { dealerships } from './dealerships';
import { leads } from './leads';
import { websites } from './websites';
import { deliveryOutboxColumns } from './delivery-outbox-columns';

/** A trade-in valuation request and, once answered, its valuation. */
export const valuations = pgTable(
  'valuations',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    carId: integer('car_id').references(() => cars.id, { onDelete: 'set null' }),
    locationId: integer('location_id'),
    rego: text('rego').notNull(),
    state: text('state').notNull(),
    kms: integer('kms').notNull(),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    adjustmentAnswers: jsonb('adjustment_answers').$type<Record<string, unknown>>(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('valuations_website_idx').on(t.websiteId, t.createdAt)],
);

/**
 * A reservation or purchase of a car paid by card, or a deposit on a catalogue model (no particular car:
 * exactly one of car_id and model_id is set). The partial unique index allows at most one active hold per
 * car, enforced by the database rather than a read-then-write. `pending` is a hold awaiting payment, `held` a
 * hold whose payment is under way (docs/checkout.md). After payment the dealer releases the car (`released`),
 * marks it `sold`, or refunds it (`refunding` while the processor is asked, then `refunded`: docs/reservations.md).
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    carId: integer('car_id').references(() => cars.id, { onDelete: 'cascade' }),
    /** A model deposit's catalogue model (ADR 0020). */
    modelId: integer('model_id').references(() => catalogueModels.id, { onDelete: 'cascade' }),
    /** The dealership the money is paid to (the car's, or the one a model deposit names). */
    dealershipId: integer('dealership_id').references(() => dealerships.id, { onDelete: 'set null' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['reserve', 'buy'] }).notNull(),
    processor: text('processor', { enum: ['stripe', 'till', 'st_george', 'offline', 'demo'] }).notNull(),
    /** What the buyer and the dealer quote (FC-XXXXXXXX); the buyer's hold secret is derived from the id. */
    reference: text('reference').unique(),
    status: text('status', {
      enum: [
        'pending',
        'held',
        'paid',
        'cancelled',
        'expired',
        'failed',
        'refunding',
        'refunded',
        'released',
        'sold',
      ],
    })
      .notNull()
      .default('pending'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency', { enum: ['AUD', 'NZD'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    paymentIntentId: text('payment_intent_id').unique(),
    customer: jsonb('customer').$type<Record<string, unknown>>().notNull(),
    clientIp: text('client_ip'),
    /** Money arrived for a hold that had already ended: the dealer refunds it. */
    refundDue: boolean('refund_due').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Why the dealer released or refunded it (the dashboard asks), kept with the deal. */
    closedReason: text('closed_reason'),
    /** The processor's refund id (refunded through its API) or the reference the dealer typed (by hand). */
    refundReference: text('refund_reference'),
    /** When the dealer released, sold or refunded it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reservations_one_active_hold_per_car_uq')
      .on(t.carId)
      .where(sql`status in ('pending', 'held')`),
    check('reservations_car_or_model_ck', sql`(${t.carId} is null) <> (${t.modelId} is null)`),
    index('reservations_website_idx').on(t.websiteId, t.createdAt),
    index('reservations_active_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status in ('pending', 'held')`),
  ],
);

/** Payment webhook events received, keyed by the processor's event id so duplicates are dropped. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  processor: text('processor').notNull(),
  type: text('type').notNull(),
  reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Outbox of the demo processor's signed webhook events: written with the confirmation that caused them,
 * delivered by the worker to the site's webhook route with retries, so a crash loses no payment.
 */
export const paymentWebhookOutbox = pgTable(
  'payment_webhook_outbox',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull().unique(),
    body: text('body').notNull(),
    ...deliveryOutboxColumns(),
  },
  (t) => [index('payment_webhook_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Tracked events: phone reveals, calls, searches and the other analytics ids of the spec. */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').notNull(),
    name: text('name').notNull(),
    carId: integer('car_id').references(() => cars.id, { onDelete: 'set null' }),
    dealershipId: integer('dealership_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_website_created_idx').on(t.websiteId, t.createdAt)],
);

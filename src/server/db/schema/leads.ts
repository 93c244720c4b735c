import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { authUsers } from './dashboard';
import { dealerships } from './dealerships';
import { websites } from './websites';
import { deliveryOutboxColumns } from './delivery-outbox-columns';

/** A lead's status in the dealers' inbox. */
export const LEAD_STATUSES = ['new', 'contacted', 'appointment', 'sold', 'lost', 'spam'] as const;
export type TLeadStatus = (typeof LEAD_STATUSES)[number];

/** Express marketing consent as given (Spam Act 2003): when, the wording shown, and where. */
export type TConsentRecord = { given: boolean; at: string; wording: string; source: string };

/** An enquiry that reaches the dealer. The id is the lead_id that travels with every delivery. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    dealershipId: integer('dealership_id').references(() => dealerships.id, { onDelete: 'set null' }),
    carId: integer('car_id').references(() => cars.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    subcategory: text('subcategory'),
    leadStatus: text('lead_status').notNull().default('New'),
    formCompleted: boolean('form_completed').notNull().default(true),
    source: text('source').notNull().default('Website'),
    name: text('name'),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    postcode: text('postcode'),
    message: text('message'),
    optIn: boolean('opt_in').notNull().default(false),
    consent: jsonb('consent').$type<TConsentRecord>(),
    preferredDealership: text('preferred_dealership'),
    url: text('url'),
    userAgent: text('user_agent'),
    visitedPages: jsonb('visited_pages').$type<string[]>().notNull().default([]),
    linkedQueryParams: jsonb('linked_query_params').$type<Record<string, string>>().notNull().default({}),
    /** The rest of the enquiry payload (Vehicle Make, Rego, additional_services, dateTime, …) as received. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    deidentifiedAt: timestamp('deidentified_at', { withTimezone: true }),
    /** Where the dealership has got to with the buyer (the dashboard's inbox status). */
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    assignedUserId: text('assigned_user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    /** When the lead first left `new`: the response time the inbox measures. */
    firstContactedAt: timestamp('first_contacted_at', { withTimezone: true }),
    /** The client's key for this submission (Idempotency-Key): a retry with it finds this lead, not a new one. */
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the lead as sent under that key (lead-fingerprint.ts): the same key with another lead is refused. */
    requestHash: text('request_hash'),
    /** SHA-256 of the secret a partial lead's creator was given: a later save must present it (lead-secret.ts). */
    resumeSecretHash: text('resume_secret_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The inbox's search (name, email, rego, phone digits) has a trigram index written in migration 0006; its counts
  // per status come from lead_counts, kept by triggers on this table (docs/dashboard.md, "Performance").
  (t) => [
    // Newest first per site or dealership; the last two columns let the week's median response read the index alone.
    index('leads_website_created_idx').on(t.websiteId, t.createdAt, t.formCompleted, t.firstContactedAt),
    index('leads_dealership_created_idx').on(
      t.dealershipId,
      t.createdAt,
      t.formCompleted,
      t.firstContactedAt,
    ),
    // A status filter's page walks this newest first instead of every lead of the site.
    index('leads_website_status_created_idx').on(t.websiteId, t.status, t.formCompleted, t.createdAt),
    // Counts of a category over dates from the index alone (the inbox's category and date filters).
    index('leads_website_category_created_idx').on(
      t.websiteId,
      t.category,
      t.createdAt,
      t.status,
      t.formCompleted,
    ),
    index('leads_car_idx').on(t.carId),
    index('leads_assigned_idx').on(t.assignedUserId),
    uniqueIndex('leads_website_idempotency_uq').on(t.websiteId, t.idempotencyKey),
  ],
);

/**
 * How many leads each site, dealership, assignee, category, status and finished-or-not has: the inbox's counts per
 * status without counting 50,000 leads a request. Written only by the triggers on `leads` (migration 0007).
 */
export const leadCounts = pgTable(
  'lead_counts',
  {
    websiteId: integer('website_id').notNull(),
    dealershipId: integer('dealership_id'),
    assignedUserId: text('assigned_user_id'),
    category: text('category').notNull(),
    status: text('status', { enum: LEAD_STATUSES }).notNull(),
    formCompleted: boolean('form_completed').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    unique('lead_counts_key_uq')
      .on(t.websiteId, t.dealershipId, t.assignedUserId, t.category, t.status, t.formCompleted)
      .nullsNotDistinct(),
  ],
);

/** Outbox: one row per lead and destination, written in the lead's transaction. */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: serial('id').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    destination: text('destination').notNull(),
    kind: text('kind').notNull(),
    ...deliveryOutboxColumns(),
  },
  (t) => [
    uniqueIndex('lead_deliveries_lead_destination_uq').on(t.leadId, t.destination),
    index('lead_deliveries_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** Every delivery attempt, successful or not. */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => leadDeliveries.id, { onDelete: 'cascade' }),
    ok: boolean('ok').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_attempts_delivery_idx').on(t.deliveryId)],
);

import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { websites } from './websites';

/**
 * A buyer's My Garage account on one dealer site: the same email at two sites is two accounts (ADR 0036). No
 * password: the buyer signs in with a code sent to the email.
 */
export const buyerAccounts = pgTable(
  'buyer_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** Lower-cased, so one address is one account per site however it is typed. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('buyer_accounts_website_email_uq').on(t.websiteId, t.email)],
);

/** A signed-in browser: only the SHA-256 of the cookie's token is kept, with the site it was issued for. */
export const buyerSessions = pgTable(
  'buyer_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => buyerAccounts.id, { onDelete: 'cascade' }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('buyer_sessions_account_idx').on(t.accountId)],
);

export const BUYER_CODE_PURPOSES = ['sign_in', 'change_email', 'delete_account'] as const;
export type TBuyerCodePurpose = (typeof BUYER_CODE_PURPOSES)[number];

/**
 * A one-time code emailed to an address on a site, for one purpose (sign in, confirm a new email, confirm the
 * account's deletion). Only a salted hash is kept; `tries` counts wrong answers, `used_at` ends it.
 */
export const buyerCodes = pgTable(
  'buyer_codes',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** The address the code was sent to (for a change of email, the new one). */
    email: text('email').notNull(),
    purpose: text('purpose', { enum: BUYER_CODE_PURPOSES }).notNull(),
    /** The account asking, for a change of email or a deletion; null for a sign-in. */
    accountId: uuid('account_id').references(() => buyerAccounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('buyer_codes_website_email_created_idx').on(t.websiteId, t.email, t.createdAt)],
);

/** A car saved to a buyer's account (the device's favourites once signed in). */
export const buyerSavedCars = pgTable(
  'buyer_saved_cars',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => buyerAccounts.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.carId] })],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { dealerships } from './dealerships';
import { leads } from './leads';
import { reservations } from './commerce';
import { websites } from './websites';

// The tables better-auth's Drizzle adapter needs (user, session, account, verification, two-factor): the library owns
// their rows (password hashes live in account.password, written only by better-auth).

/** A person who signs in to the dashboard. */
export const authUsers = pgTable('auth_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** Set by better-auth's two-factor plugin once the first authenticator code is confirmed. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_accounts_user_idx').on(t.userId)],
);

export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_verifications_identifier_idx').on(t.identifier)],
);

/**
 * better-auth's two-factor plugin's table: a person's authenticator secret and recovery codes, both encrypted with
 * the auth secret; `verified` is false until the first code is confirmed.
 */
export const authTwoFactors = pgTable('auth_two_factors', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  verified: boolean('verified').notNull().default(true),
  failedVerificationCount: integer('failed_verification_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const DASHBOARD_ROLES = [
  'platform_admin',
  'group_admin',
  'dealership_manager',
  'salesperson',
] as const;
export type TDashboardRole = (typeof DASHBOARD_ROLES)[number];

/**
 * What one person may manage: a platform admin everything (no site, no dealership), a group admin one site
 * (website_id), a dealership manager or salesperson one dealership (dealership_id). A person may hold several.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    role: text('role', { enum: DASHBOARD_ROLES }).notNull(),
    websiteId: integer('website_id').references(() => websites.id, { onDelete: 'cascade' }),
    dealershipId: integer('dealership_id').references(() => dealerships.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('memberships_user_idx').on(t.userId)],
);

/** Failed sign-ins per account and client, for the wait after repeated failures (src/domain/dashboard/sign-in-lockout.ts). */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').notNull(),
    /** The client the failures came from (clientAddress; '' when unknown): only that client is slowed. */
    client: text('client').notNull().default(''),
    failures: integer('failures').notNull().default(0),
    firstFailureAt: timestamp('first_failure_at', { withTimezone: true }).notNull().defaultNow(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.client] })],
);

/** The unlock link last emailed to an account's owner after repeated failures (the token's SHA-256, never the token). */
export const signInUnlocks = pgTable('sign_in_unlocks', {
  email: text('email').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A note a dealer adds to a lead. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: serial('id').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadId, t.createdAt)],
);

/** Every dashboard write: who, what, when, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    websiteId: integer('website_id').references(() => websites.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_lead_idx')
      .on(t.leadId, t.createdAt)
      .where(sql`lead_id is not null`),
    index('audit_log_reservation_idx')
      .on(t.reservationId, t.createdAt)
      .where(sql`reservation_id is not null`),
  ],
);

/** Emails to people (password resets, buyers' checkout confirmations), sent by the outbox worker with retries. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    /** The sender (the dealer site's, on a buyer's email); either null: MAIL_FROM's name or address. */
    fromName: text('from_name'),
    fromAddress: text('from_address'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The HTML part of a multipart email (notification emails); null: text only. */
    html: text('html'),
    /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on a new-lead email to a plain address). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['pending', 'sent', 'parked'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { authUsers, DASHBOARD_ROLES } from './dashboard';
import { dealerships } from './dealerships';
import { websites } from './websites';

/**
 * An emailed invitation to the dashboard, for one membership. Only a SHA-256 of the link's token is kept; a new
 * link replaces it (the old link then matches nothing).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: DASHBOARD_ROLES }).notNull(),
    websiteId: integer('website_id').references(() => websites.id, { onDelete: 'cascade' }),
    dealershipId: integer('dealership_id').references(() => dealerships.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedBy: text('invited_by').references(() => authUsers.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitations_email_idx').on(t.email)],
);

/** A person who may no longer sign in (their row is deleted again on reactivation). */
export const deactivatedUsers = pgTable('deactivated_users', {
  userId: text('user_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }).notNull().defaultNow(),
  deactivatedBy: text('deactivated_by').references(() => authUsers.id, { onDelete: 'set null' }),
});

/** A successful sign-in: when, and from which client address (through TRUSTED_PROXIES). The last 20 a person are kept. */
export const signInEvents = pgTable(
  'sign_in_events',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
    clientAddress: text('client_address'),
  },
  (t) => [index('sign_in_events_user_idx').on(t.userId, t.signedInAt)],
);

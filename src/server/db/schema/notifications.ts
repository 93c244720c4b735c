import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { authUsers } from './dashboard';
import { deliveryOutboxColumns } from './delivery-outbox-columns';
import { dealerships } from './dealerships';
import { websites } from './websites';

/**
 * The emails people may be sent about leads and reports, each of which they may turn off (docs/notifications.md).
 * A plain text column, not a database enum: a new kind needs no migration.
 */
export const NOTIFICATION_KINDS = ['new_lead', 'assigned', 'digest', 'weekly_summary'] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Who is told of a new lead of one category at one dealership: a dashboard user (userId, emailed at their current
 * address), or someone who does not sign in, by a plain address (email) and/or a mobile number (phone).
 */
export const leadAlertContacts = pgTable(
  'lead_alert_contacts',
  {
    id: serial('id').primaryKey(),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    email: text('email'),
    /** A mobile number (E.164) texted a short new-lead alert when SMS is on (SMS_PROVIDER); null: email only. */
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_alert_contacts_dealership_idx').on(t.dealershipId, t.category),
    uniqueIndex('lead_alert_contacts_user_uq').on(t.dealershipId, t.category, t.userId),
    uniqueIndex('lead_alert_contacts_email_uq').on(t.dealershipId, t.category, t.email),
  ],
);

/**
 * An email someone turned off: a user on their account page (userId), or an address through the one-click
 * unsubscribe link of a new-lead email (email, lower case). No row: the email is on.
 */
export const notificationOptOuts = pgTable(
  'notification_opt_outs',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    email: text('email'),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_opt_outs_user_uq').on(t.userId, t.kind),
    uniqueIndex('notification_opt_outs_email_uq').on(t.email, t.kind),
  ],
);

/**
 * The last local date (YYYY-MM-DD in the site's time zone) each site's overdue digest went out: claimed in one
 * statement, so one server sends a day's digest however many run the job.
 */
export const overdueDigestRuns = pgTable('overdue_digest_runs', {
  websiteId: integer('website_id')
    .primaryKey()
    .references(() => websites.id, { onDelete: 'cascade' }),
  localDate: text('local_date').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Text messages to sales contacts (new-lead alerts), sent by the SMS provider's worker with retries. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    ...deliveryOutboxColumns(),
  },
  (t) => [index('sms_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/**
 * A site's secret settings (its payment processor's secret key and Stripe webhook signing secret), each encrypted with AES-256-GCM under
 * SETTINGS_ENCRYPTION_KEY and bound to its site and name (src/server/site-settings/settings-cipher.ts).
 * Written from the dashboard, never shown back: the dashboard only says whether one is set.
 */
export const siteSecrets = pgTable(
  'site_secrets',
  {
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: text('name', { enum: ['payment.secretKey', 'payment.webhookSecret'] }).notNull(),
    /** `v1.{iv}.{tag}.{ciphertext}`, each part base64url. */
    sealed: text('sealed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.name] })],
);

export type TSiteSecretName = (typeof siteSecrets.$inferSelect)['name'];

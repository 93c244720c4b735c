import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { dealerships } from './dealerships';
import type {
  TFeatureFlags,
  TNavigation,
  TSalesContact,
  TSearchSettings,
  TSiteOpeningHours,
  TStoredLeadDestination,
} from './website-config-types';
import type { TFinanceRates } from '../../../domain/finance/finance-rates';
import type { TThemeTokens } from '../../../domain/site/theme-tokens';

/** One dealer site: everything that makes it look, read and behave as that dealer's own. */
export const websites = pgTable('websites', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** Template variant: decides the checkout path and header/footer variants. */
  template: text('template', { enum: ['standard', 'buy-online', 'powersports'] })
    .notNull()
    .default('standard'),
  checkoutPath: text('checkout_path', { enum: ['checkout', 'buy-online'] })
    .notNull()
    .default('checkout'),
  headerVariant: text('header_variant', { enum: ['standard', 'compact'] })
    .notNull()
    .default('standard'),
  footerVariant: text('footer_variant', { enum: ['columns', 'dealer-contacts'] })
    .notNull()
    .default('columns'),
  phone: text('phone'),
  logoUrl: text('logo_url'),
  /** The favicon (48×48); the app icon phones put on a home screen (180×180) beside it, when uploaded. */
  iconUrl: text('icon_url'),
  appIconUrl: text('app_icon_url'),
  country: text('country', { enum: ['AU', 'NZ'] })
    .notNull()
    .default('AU'),
  currency: text('currency', { enum: ['AUD', 'NZD'] })
    .notNull()
    .default('AUD'),
  timezone: text('timezone').notNull().default('Australia/Sydney'),
  theme: jsonb('theme').$type<TThemeTokens>().notNull(),
  navigation: jsonb('navigation').$type<TNavigation | null>(),
  openingHours: jsonb('opening_hours').$type<TSiteOpeningHours>(),
  facebookUrl: text('facebook_url'),
  instagramUrl: text('instagram_url'),
  financeProvider: text('finance_provider', {
    enum: ['taurus', 'manual', 'powertorque', 'angle', '360-finance', 'nissan-finance'],
  }),
  /** The site's own finance rates and defaults (ZFinanceRates); null: none set, the layout's defaults apply. */
  financeRates: jsonb('finance_rates').$type<TFinanceRates>(),
  paymentProvider: text('payment_provider', { enum: ['stripe', 'till', 'st_george', 'offline'] }),
  /** The processor's publishable (client-side) key; its secret key is in site_secrets, encrypted. */
  paymentPublicKey: text('payment_public_key'),
  manufacturer: text('manufacturer'),
  manufacturerSlug: text('manufacturer_slug'),
  /** The dealership whose details head the site (sub-footer licence, default enquiries). */
  dealershipId: integer('dealership_id').references(() => dealerships.id),
  searchSettings: jsonb('search_settings').$type<TSearchSettings>().notNull(),
  featureFlags: jsonb('feature_flags').$type<TFeatureFlags>().notNull(),
  leadDestinations: jsonb('lead_destinations')
    .$type<TStoredLeadDestination[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  salesContacts: jsonb('sales_contacts')
    .$type<TSalesContact[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  licenceNumber: text('licence_number'),
  mapsKey: text('maps_key'),
  privacyEmail: text('privacy_email'),
  /** The From of the emails sent for the site (to buyers, to its staff); null: MAIL_FROM's (docs/outgoing-mail.md). */
  mailFromName: text('mail_from_name'),
  mailFromAddress: text('mail_from_address'),
  /** Days a lead's personal data is kept before it is de-identified (APP 11). */
  retentionDays: integer('retention_days').notNull().default(730),
  /** Minutes of the dealership's opening hours a new lead may wait for a first answer before it is overdue. */
  overdueMinutes: integer('overdue_minutes').notNull().default(120),
  active: boolean('active').notNull().default(true),
  /** When the site went live; null: unpublished, a 404 to the public on every host (docs/adr/0031). */
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The dealerships whose stock and locations a site shows. */
export const websiteDealerships = pgTable(
  'website_dealerships',
  {
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.dealershipId] })],
);

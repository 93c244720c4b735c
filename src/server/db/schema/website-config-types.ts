import type { TLeadDestination } from '../../../domain/site/lead-destinations.schema';

/** Shapes of the JSON columns of a website row; those the dashboard edits are the domain zod schemas' (src/domain/site). */

export type { TNavItem, TNavigation, TNavLink } from '../../../domain/site/navigation.schema';

export type TSiteOpeningHours = { weekday: number; formated_hours: string }[];

export type TSearchSettings = {
  provider: 'postgres' | 'algolia';
  searchPath: string;
  /** Extra filter every search of this site carries, e.g. `make:Nissan` (the hosted index's site filters). */
  filters: string;
  host?: string;
  /** Search-only API key (sent with every search). */
  key?: string;
  index?: string;
  /** API key allowed to add and delete records: stock changes are pushed with it (never sent to browsers). */
  writeKey?: string;
};

export type TFeatureFlags = {
  checkoutEnabled: boolean;
  fuelTag: boolean;
  regionalNissan: boolean;
  newLabel: string;
  reviewsMinRating: number;
  hideReviews: boolean;
  hearAboutUs: boolean;
  happyRewards: boolean;
  showPoweredBy: boolean;
  /** Server-side conversion events (POST /api/fb-events) go to Meta only when this is set. */
  facebookConversions?: TFacebookConversions;
  /** Google Tag Manager container (GTM-XXXX): loaded after the page is interactive, only when set. */
  googleTagManagerId?: string;
  /** The dealer platform that values trade-ins (the spec's autograb calls); none: requests are leads only. */
  valuationApi?: TValuationApi;
  /** The built-in valuation from the group's own stock and sales, for a site without a valuationApi. */
  valuationProvider?: 'market-estimate';
  /** Online checkout: what is paid and how long a car is held (docs/checkout.md; zod-checked where read). */
  checkout?: TCheckoutSettingsInput;
};

/** A site's checkout settings as stored; every key optional (checkoutSettingsOf fills the defaults). */
export type TCheckoutSettingsInput = {
  kind?: 'reserve' | 'buy' | 'both';
  depositCents?: number;
  holdMinutes?: number;
  /** The hosted payment page of a till or st_george site (ADR 0015); default the processor's own. */
  hostedPageUrl?: string;
  /** Deposits on catalogue models through payment_intent?model_id= (ADR 0020); default off. */
  modelDeposits?: boolean;
};

/** Where a site's valuation calls go: {baseUrl}/api/valuations/autograb_*, with a bearer key when set. */
export type TValuationApi = { baseUrl: string; apiKey?: string };

/** A site's Meta Conversions API settings; apiUrl overrides the Graph API base (tests, proxies). */
export type TFacebookConversions = { pixelId: string; accessToken: string; apiUrl?: string };

export type { TLeadDestination } from '../../../domain/site/lead-destinations.schema';

type TWebhookDestination = Extract<TLeadDestination, { kind: 'webhook' }>;

/**
 * A lead destination as the website row stores it: a webhook's signing secret sealed with the settings key
 * (`sealedSecret`, site-bound; lead-destination-secrets.ts). A row saved before ADR 0021 may still hold it in
 * clear (`secret`) until the outbox worker's first run seals it.
 */
export type TStoredLeadDestination =
  | Exclude<TLeadDestination, { kind: 'webhook' }>
  | (Omit<TWebhookDestination, 'secret'> & { sealedSecret: string })
  | TWebhookDestination;

export type { TSalesContact } from '../../../domain/site/sales-contacts.schema';

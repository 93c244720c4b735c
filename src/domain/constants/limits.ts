/** Hits per page on the stock search page. */
export const SEARCH_PAGE_SIZE = 21;

/** Deepest search page served by either search provider; later pages answer as past the end. */
export const SEARCH_MAX_PAGE = 1000;

/** A car counts as new for this many days after created_at. */
export const NEW_CAR_DAYS = 8;

/** The checkout button and finance estimate need a price strictly above this (whole dollars). */
export const CHECKOUT_MIN_PRICE = 200;

/** Search autocomplete shows a price only strictly above this (whole dollars). */
export const AUTOCOMPLETE_MIN_PRICE = 250;

/** Phone masking keeps this many leading characters. */
export const PHONE_MASK_KEEP = 5;

/** Mean Earth radius used by the haversine distance. */
export const EARTH_RADIUS_KM = 6371;

/** Server-side (Facebook conversions) events are posted this long after the browser event. */
export const SERVER_EVENT_DELAY_MS = 250;

/** Failed card payments one client may make in an hour before it is refused (OWASP OAT-001, carding). */
export const MAX_FAILED_PAYMENTS_PER_HOUR = 5;

/** Cars one client may hold at once (OWASP OAT-005, inventory hoarding). */
export const MAX_ACTIVE_HOLDS_PER_CLIENT = 2;

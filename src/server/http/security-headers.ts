/**
 * The Content-Security-Policy of every page and API response. Without per-request nonces (pages are served
 * from Next's cache, ADR 0010) inline scripts are allowed by 'unsafe-inline': Next's inline flight scripts
 * differ on every page, so no static list of hashes can name them. Everything else is locked to this origin,
 * plus Google Tag Manager (a site's configured tags) and the Google Maps embed of the footer and location
 * pages. Payment processors' origins join only with the checkout routes that use them.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://www.googletagmanager.com https://www.google-analytics.com",
  "font-src 'self'",
  "connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com",
  'frame-src https://www.google.com',
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "manifest-src 'self'",
  "worker-src 'self' blob:",
].join('; ');

/** Stripe's origins for the Payment Element (Stripe's CSP guide): its script, its frames, its API. */
const STRIPE_SOURCES = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
  'img-src': ['https://*.stripe.com'],
} as const;

/**
 * The policy of the checkout pages: the site's own, plus Stripe's origins (the Payment Element loads there and
 * nowhere else). Hosted payment pages (Till, St George) are navigated to, which the policy does not restrict.
 */
export const CHECKOUT_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.split('; ')
  .map((directive) => {
    const name = directive.split(' ')[0] as keyof typeof STRIPE_SOURCES;
    return STRIPE_SOURCES[name] ? `${directive} ${STRIPE_SOURCES[name].join(' ')}` : directive;
  })
  .join('; ');

/** The checkout pages' addresses as the browser asks for them (next.config.ts headers() sources). */
export const CHECKOUT_PAGE_SOURCES = ['/cars/:slug/checkout', '/cars/:slug/buy-online'];

/** No camera, microphone, sensors or payment request for anyone; location only for the site's own pages. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=(self)',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ');

export type THeader = { key: string; value: string };

/** The headers of every response but the build's static files (next.config.ts headers()). */
export const SECURITY_HEADERS: THeader[] = [
  { key: 'Content-Security-Policy', value: CONTENT_SECURITY_POLICY },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/**
 * The headers of the build's own files under /_next/static (scripts, fonts): the policies above govern the
 * documents that load them, not the files, so a script carries only what concerns a file (no MIME sniffing, and the
 * referrer policy a stylesheet's own requests follow). About a kilobyte less on each of a page's scripts over
 * HTTP/1.1. Uploaded media (/media) keeps every header: an image can be opened as a document.
 */
export const STATIC_FILE_HEADERS: THeader[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
];

/** Every address but the build's static files (next.config.ts headers() source, path-to-regexp). */
export const ALL_BUT_STATIC_FILES_SOURCE = '/:path((?!_next/static/).*)';

/** The build's static files (next.config.ts headers() source). */
export const STATIC_FILES_SOURCE = '/_next/static/:path*';

/** Strict-Transport-Security, sent only on responses to HTTPS requests (browsers ignore it over HTTP). */
export const HSTS_HEADER: THeader = { key: 'Strict-Transport-Security', value: 'max-age=31536000' };

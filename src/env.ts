import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { DEFAULT_OUTBOX_LEASE_MS, MIN_OUTBOX_LEASE_MS } from '@/domain/constants/outbox-lease';
import { parseAllowList } from '@/server/http/outbound-destination';

/** A setting that counts as unset when blank (`NAME=` in an env file). */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** What MEDIA_STORAGE=s3 cannot work without; refused at start, by name, when any is missing. */
export const MEDIA_S3_REQUIRED = [
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_REGION',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
] as const;

function isAddressOrRange(entry: string): boolean {
  return entry.includes('/') ? ipaddr.isValidCIDR(entry) : ipaddr.isValid(entry);
}

const isPostgresUrl = (url: string | undefined) => /^postgres(ql)?:\/\//.test(url ?? '');

/**
 * Production or demo (issue 41): FORECOURT_MODE when set, else production on a PostgreSQL DATABASE_URL and demo on
 * the embedded database. Explicit `demo` on PostgreSQL is kept for the benchmarks that measure the demo there.
 */
export function forecourtMode(vars: {
  FORECOURT_MODE?: 'demo' | 'production';
  DATABASE_URL?: string;
}): 'demo' | 'production' {
  return vars.FORECOURT_MODE ?? (isPostgresUrl(vars.DATABASE_URL) ? 'production' : 'demo');
}

const ZEnvFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(
      /^(postgres(ql)?:\/\/|memory:\/\/|file:)/,
      'DATABASE_URL must be postgres://…, memory:// or file:…',
    )
    .optional(),
  /** `production`: no demo data, no demo user, no demo password (src/server/forecourt-mode.ts). Unset: see forecourtMode. */
  FORECOURT_MODE: z.enum(['demo', 'production']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DEFAULT_SITE: z.string().min(1).default('sydney-motor-group'),
  /** Bearer token of the admin API (stock import). Unset: a random one kept in DATA_DIR/admin-token. */
  ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN must be at least 16 characters').optional(),
  /** Set in CI: the *.db.test.ts suites run a second time against this PostgreSQL server. */
  TEST_DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  SEED_CARS: z.coerce.number().int().min(0).max(200_000).optional(),
  /** `npm run seed:scale`: how many sites share the SEED_CARS cars (default 100). */
  SEED_SITES: z.coerce.number().int().min(1).max(1_000).optional(),
  /** SMTP server for lead emails (ADF), e.g. smtp://user:pass@mail.example:587. Unset: mail is written to DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be smtp://… or smtps://…')
    .optional(),
  /** Requests per minute one client may make to each rate-limited API route (leads, events, relays). */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  DASHBOARD_SIGN_IN_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Addresses or CIDR ranges of proxies of ours (CDN, load balancer), comma-separated: X-Forwarded-For is believed only from them. */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .refine(
      (entries) => entries.every(isAddressOrRange),
      'TRUSTED_PROXIES must be IP addresses or CIDR ranges, comma-separated',
    ),
  /** Proxies in front of the app to believe whatever their address: that many X-Forwarded-For hops. 0 (default): none. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** How often this server ticks its jobs table (lead deliveries, mail, expiries…); 0 turns in-process jobs off. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  /**
   * How long a delivery the worker claimed stays reserved for it: a worker that dies mid-send leaves the
   * delivery to be retried when this runs out. At least the send timeout plus 5 s (MIN_OUTBOX_LEASE_MS).
   */
  OUTBOX_LEASE_MS: z.coerce
    .number()
    .int()
    .min(
      MIN_OUTBOX_LEASE_MS,
      `OUTBOX_LEASE_MS must be at least ${MIN_OUTBOX_LEASE_MS} (the send timeout plus 5 s)`,
    )
    .max(3_600_000)
    .default(DEFAULT_OUTBOX_LEASE_MS),
  /**
   * How long SIGTERM waits for requests in flight and the jobs' current pass before the server closes the database
   * and exits. Default 25 s: under the 30 s container platforms wait before SIGKILL.
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  /**
   * How long a client may take to send a request's headers (Node's `headersTimeout`), then 408 and the connection
   * closed: a slow-headers client cannot hold connections. 10 s by default (issue 44).
   */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  /**
   * How long a client may take to send a whole request, body included (Node's `requestTimeout`), then 408: a body
   * declared larger than what arrives no longer holds a connection for 5 minutes. 30 s by default; at least
   * HEADERS_TIMEOUT_MS.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  /** Set by the start paths (`true`): Next.js leaves SIGTERM and SIGINT to the app's graceful shutdown. */
  NEXT_MANUAL_SIG_HANDLE: z
    .string()
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  /** Host of the dealers' dashboard (name and port); its pages are served on no other host. */
  DASHBOARD_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, 'DASHBOARD_HOST must be a host name with an optional port')
    .default('dashboard.localhost:3000'),
  /** https: the dashboard's session cookies are Secure (set it wherever the dashboard is served over TLS). */
  DASHBOARD_PROTOCOL: z.enum(['http', 'https']).default('http'),
  /** Key that signs the dashboard's session cookies. Unset: a random one kept in DATA_DIR/auth-secret. */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  /**
   * Key that encrypts a site's secret settings (payment secret keys) with AES-256-GCM: 32 bytes, base64
   * (`openssl rand -base64 32`). Unset: a random one kept in DATA_DIR/settings-key (the demo's default).
   */
  SETTINGS_ENCRYPTION_KEY: z
    .string()
    .min(43, 'SETTINGS_ENCRYPTION_KEY must be 32 bytes in base64')
    .optional(),
  /** Sender of the dashboard's own emails (password resets). */
  MAIL_FROM: z.string().min(3).default('Forecourt dashboard <no-reply@forecourt.localhost>'),
  /** Tests only: the Stripe API base the SDK talks to (a local stand-in), e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Tests only: where the worker posts the demo processor's webhook events; default http://127.0.0.1:PORT. */
  DEMO_WEBHOOK_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Lead destinations (webhooks, partner relays) may be posted to public addresses only; these exact host names,
   * addresses and CIDRs are let through as well: a CRM on a private network, the tests' local receivers.
   */
  WEBHOOK_ALLOW_PRIVATE: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        parseAllowList(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `WEBHOOK_ALLOW_PRIVATE: ${(error as Error).message}` });
      }
    })
    .transform(parseAllowList),
  /**
   * The Redis every server shares its page and 'use cache' caches through (issue 45), e.g. redis://10.0.0.5:6379 or
   * rediss://…; unset: each server caches in its own memory. Read by the cache handlers (src/server/cache), which run
   * outside the bundle; validated here so a wrong one stops the start, named.
   */
  CACHE_URL: optionalText.pipe(
    z.url({ protocol: /^rediss?$/, error: 'CACHE_URL must be a redis:// or rediss:// address' }).optional(),
  ),
  /** Where uploaded and demo images are kept: `local` (DATA_DIR/media, the default) or `s3` (S3-compatible storage). */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  /** The storage's API address, e.g. https://s3.ap-southeast-2.amazonaws.com or https://ACCOUNT.r2.cloudflarestorage.com. */
  MEDIA_S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'MEDIA_S3_ENDPOINT must be an http(s) address' }).optional(),
  ),
  MEDIA_S3_BUCKET: optionalText,
  /** The bucket's region (`auto` on Cloudflare R2; MinIO takes any, usually us-east-1). */
  MEDIA_S3_REGION: optionalText,
  MEDIA_S3_ACCESS_KEY_ID: optionalText,
  MEDIA_S3_SECRET_ACCESS_KEY: optionalText,
  /** `path` (endpoint/bucket/key: MinIO, R2) or `virtual` (bucket.endpoint/key: AWS's preferred form). */
  MEDIA_S3_URL_STYLE: z.enum(['path', 'virtual']).default('path'),
  /** Least level of the JSON log lines on stdout (pino's levels); `silent` writes none. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** OTLP/HTTP collector base address, e.g. http://otel-collector:4318: traces go to its /v1/traces. Unset: no tracing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) address' })
      .optional(),
  ),
  /** The service name traces carry. */
  OTEL_SERVICE_NAME: z.string().min(1).default('forecourt'),
  /** Bearer token of `GET /metrics` on the dashboard host. Unset: the route answers 404. */
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  /**
   * `twilio`: new leads are also texted to sales contacts with a mobile number (docs/notifications.md), through
   * Twilio's Messages API with the three TWILIO_ settings. Unset (the default): no texts.
   */
  SMS_PROVIDER: z.enum(['twilio']).optional(),
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  /** The sending number (E.164) or Messaging Service SID (MG…). */
  TWILIO_FROM: optionalText,
  /** Tests only: Twilio's API base (a local stand-in). Default https://api.twilio.com. */
  TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
  CI: z
    .string()
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/** The only reader of process.env: every setting is parsed and checked once, here. */
export const ZEnv = ZEnvFields.superRefine((vars, context) => {
  const given = MEDIA_S3_REQUIRED.filter((name) => vars[name] !== undefined);
  if (vars.MEDIA_STORAGE === 's3') {
    for (const name of MEDIA_S3_REQUIRED)
      if (vars[name] === undefined)
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is required when MEDIA_STORAGE=s3`,
        });
  } else if (given.length > 0) {
    // Half a configuration that would silently leave images on local disk.
    context.addIssue({
      code: 'custom',
      path: ['MEDIA_STORAGE'],
      message: `${given.join(', ')} set but MEDIA_STORAGE is not s3`,
    });
  }
  // Node ends a request at whichever comes first; a shorter whole-request time would cut off headers early.
  if (vars.REQUEST_TIMEOUT_MS < vars.HEADERS_TIMEOUT_MS)
    context.addIssue({
      code: 'custom',
      path: ['REQUEST_TIMEOUT_MS'],
      message: 'REQUEST_TIMEOUT_MS must be at least HEADERS_TIMEOUT_MS',
    });
  if (vars.SMS_PROVIDER === 'twilio') {
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const)
      if (vars[name] === undefined)
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is required when SMS_PROVIDER=twilio`,
        });
  }
}).transform((vars) => ({ ...vars, FORECOURT_MODE: forecourtMode(vars) }));

export type TEnv = z.infer<typeof ZEnv>;

function parseEnv(): TEnv {
  const parsed = ZEnv.safeParse(process.env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${fields}`);
  }
  return parsed.data;
}

export const env = parseEnv();

/** One site's payment processor secrets (docs/checkout.md): never sent to a browser, never logged. */
export type TPaymentSecrets = {
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  tillSecret?: string;
  stGeorgeSecret?: string;
};

const SECRET_VARIABLES = {
  STRIPE_SECRET_KEY: 'stripeSecretKey',
  STRIPE_WEBHOOK_SECRET: 'stripeWebhookSecret',
  TILL_SECRET: 'tillSecret',
  ST_GEORGE_SECRET: 'stGeorgeSecret',
} as const;

/**
 * Payment secrets per site slug from `STRIPE_SECRET_KEY__SYDNEY_MOTOR_GROUP`-style variables (the slug upper-cased,
 * `-` as `_`): the fallback for secrets a dealer has not stored in the dashboard. Blank values count as unset.
 */
export function parsePaymentSecrets(vars: Record<string, string | undefined>): Map<string, TPaymentSecrets> {
  const bySite = new Map<string, TPaymentSecrets>();
  for (const [name, value] of Object.entries(vars)) {
    const match =
      /^(STRIPE_SECRET_KEY|STRIPE_WEBHOOK_SECRET|TILL_SECRET|ST_GEORGE_SECRET)__([A-Z0-9_]+)$/.exec(name);
    if (!match || !value?.trim()) continue;
    const slug = match[2]!.toLowerCase().replace(/_/g, '-');
    const secrets = bySite.get(slug) ?? {};
    secrets[SECRET_VARIABLES[match[1] as keyof typeof SECRET_VARIABLES]] = value.trim();
    bySite.set(slug, secrets);
  }
  return bySite;
}

export const paymentSecrets = parsePaymentSecrets(process.env);

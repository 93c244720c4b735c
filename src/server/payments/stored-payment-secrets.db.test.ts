import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TPaymentSecrets } from '@/env';
import type { TDbHandle } from '@/server/db/client';
import { reservations, websites } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address';
import { createSettingsCipher, type TSettingsCipher } from '@/server/site-settings/settings-cipher';
import { writeSiteSecret } from '@/server/site-settings/site-secret-store';
import type { TSite } from '@/server/websites/site.types';
import { handlePaymentWebhook } from './handle-payment-webhook';
import { signStripeStyle } from './stripe-style-event';
import { createCheckoutFixture, TEST_BUYER } from '@tests/fixtures/checkout-fixture';
import { startStripeStandIn } from '@tests/stand-ins/stripe-stand-in';
import { captureLogs } from '@tests/fixtures/capture-logs';

// The app's own payment configuration (payment-config.ts) reading what a dealer stored in the dashboard, the
// environment's secrets as its fallback, the Stripe SDK talking to a local stand-in.
const state = vi.hoisted(() => ({
  db: null as unknown,
  sites: new Map<string, unknown>(),
  stripeUrl: '',
  envSecrets: new Map<string, TPaymentSecrets>(),
  cipher: null as unknown,
}));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('@/server/http/get-request-site', () => ({
  getRequestSite: async (request: Request) => state.sites.get(request.headers.get('host') ?? '') ?? null,
}));
vi.mock('@/server/site-settings/get-settings-cipher', () => ({ getSettingsCipher: () => state.cipher }));
vi.mock('@/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/env')>();
  return {
    ...actual,
    env: new Proxy(actual.env, {
      get: (target, key) => (key === 'STRIPE_API_URL' ? state.stripeUrl : Reflect.get(target, key)),
    }),
    paymentSecrets: state.envSecrets,
  };
});

const STORED = { secretKey: 'sk_test_stored_0123456789', webhookSecret: 'whsec_stored_0123456789' };
const FROM_ENV = { stripeSecretKey: 'sk_test_env_0123456789', stripeWebhookSecret: 'whsec_env_0123456789' };
const SECRETS = [...Object.values(STORED), ...Object.values(FROM_ENV)];

let handle: TDbHandle;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let cipher: TSettingsCipher;
const fixtures = new Map<string, { site: TSite; carId: number }>();
const consoleLines: unknown[][] = [];
let logs: ReturnType<typeof captureLogs>;

const hostOf = (slug: string) => `${slug}.localhost:3230`;

async function addSite(slug: string, publicKey: string | null) {
  const { site, carId } = await createCheckoutFixture(handle.db, slug);
  const [row] = await handle.db
    .update(websites)
    .set({ paymentPublicKey: publicKey })
    .where(eq(websites.id, site.id))
    .returning();
  const withKey = { ...site, ...row! };
  fixtures.set(slug, { site: withKey, carId });
  state.sites.set(hostOf(slug), withKey);
  return withKey;
}

beforeAll(async () => {
  standIn = await startStripeStandIn();
  state.stripeUrl = standIn.url;
  cipher = createSettingsCipher(randomBytes(32));
  state.cipher = cipher;
  handle = await createTestDb();
  state.db = handle.db;
  logs = captureLogs();
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void consoleLines.push(args));
  }
  const stored = await addSite('stored-keys', 'pk_test_dashboard');
  await writeSiteSecret(handle.db, cipher, stored.id, 'payment.secretKey', STORED.secretKey);
  await writeSiteSecret(handle.db, cipher, stored.id, 'payment.webhookSecret', STORED.webhookSecret);
  state.envSecrets.set('stored-keys', FROM_ENV);
  await addSite('env-keys', null);
  state.envSecrets.set('env-keys', FROM_ENV);
  await addSite('no-keys', null);
  const moved = await addSite('moved-key', null);
  await writeSiteSecret(
    handle.db,
    createSettingsCipher(randomBytes(32)),
    moved.id,
    'payment.secretKey',
    STORED.secretKey,
  );
});

afterAll(async () => {
  vi.restoreAllMocks();
  logs.restore();
  await handle.close();
  await standIn.close();
});

async function placeHold(slug: string, ip: string) {
  const { postPaymentIntentRoute } = await import('./post-payment-intent-route');
  const { site, carId } = fixtures.get(slug)!;
  const host = hostOf(slug);
  return postPaymentIntentRoute(
    new Request(
      `http://${host}/api/dealerships/x/payment_intent?car_id=${carId}&origin=${encodeURIComponent(`http://${host}`)}`,
      {
        method: 'POST',
        headers: {
          host,
          'content-type': 'application/json',
          [PEER_ADDRESS_HEADER]: ip,
        },
        body: JSON.stringify({ buyer: TEST_BUYER }),
      },
    ),
    { params: Promise.resolve({ dealership_id: String(site.dealershipIds[0]) }) },
  );
}

async function postSucceeded(slug: string, paymentIntent: string, secret: string) {
  const body = JSON.stringify({
    id: `evt_${slug}_${secret.slice(-4)}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: paymentIntent, amount: 50_000, amount_received: 50_000, currency: 'aud' } },
  });
  const { appPaymentConfig } = await import('./payment-config');
  return handlePaymentWebhook(
    new Request(`http://127.0.0.1/api/payments/webhooks/stripe/${slug}`, {
      method: 'POST',
      headers: { 'stripe-signature': signStripeStyle(body, secret, new Date()) },
      body,
    }),
    { processor: 'stripe', site: slug },
    { db: async () => handle.db, config: appPaymentConfig, revalidateTag: () => {} },
  );
}

describe('checkout with the processor keys a dealer stored in the dashboard', () => {
  it('pays through Stripe with the stored secret key and publishable key, over the environment’s', async () => {
    const response = await placeHold('stored-keys', '10.50.0.1');
    const text = await response.text();
    expect(response.status).toBe(201);
    expect(JSON.parse(text)).toMatchObject({
      processor: 'stripe',
      publishableKey: 'pk_test_dashboard',
      clientSecret: expect.stringMatching(/^pi_standin_\d+_secret_standin$/),
    });
    expect(standIn.calls.at(-1)!.authorization).toBe(`Bearer ${STORED.secretKey}`);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  });

  it('verifies the site’s Stripe webhook with the stored signing secret only', async () => {
    const { site } = fixtures.get('stored-keys')!;
    const [hold] = await handle.db.select().from(reservations).where(eq(reservations.websiteId, site.id));
    const forged = await postSucceeded('stored-keys', hold!.paymentIntentId!, FROM_ENV.stripeWebhookSecret);
    expect(forged.status).toBe(400);
    const genuine = await postSucceeded('stored-keys', hold!.paymentIntentId!, STORED.webhookSecret);
    expect(await genuine.json()).toMatchObject({ outcome: 'applied', status: 'paid' });
  });

  it('falls back to the environment’s keys for a site that stored none', async () => {
    const response = await placeHold('env-keys', '10.50.0.2');
    expect(await response.json()).toMatchObject({ processor: 'stripe', publishableKey: 'pk_test_env-keys' });
    expect(standIn.calls.at(-1)!.authorization).toBe(`Bearer ${FROM_ENV.stripeSecretKey}`);
  });

  it('pays through the demo processor when neither the dashboard nor the environment has keys', async () => {
    const calls = standIn.calls.length;
    const response = await placeHold('no-keys', '10.50.0.3');
    expect(await response.json()).toMatchObject({
      processor: 'demo',
      publishableKey: null,
      clientSecret: null,
    });
    expect(standIn.calls).toHaveLength(calls);
  });

  it('refuses to take a payment, rather than pay through the demo, when a stored key no longer opens', async () => {
    const response = await placeHold('moved-key', '10.50.0.4');
    expect(response.status).toBe(500);
    const { site } = fixtures.get('moved-key')!;
    expect(await handle.db.select().from(reservations).where(eq(reservations.websiteId, site.id))).toEqual(
      [],
    );
  });

  it('never logged a secret', () => {
    const logged = JSON.stringify(consoleLines.map((args) => args.map(String))) + logs.raw.join('');
    expect(logged).toContain('the stored payment.secretKey does not open');
    for (const secret of SECRETS) expect(logged).not.toContain(secret);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import {
  cars,
  catalogueModels,
  dealerships,
  leads,
  mailOutbox,
  reservations,
  websites,
} from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address';
import type { TSite } from '@/server/websites/site.types';
import { deliverDueWebhooks } from './deliver-due-webhooks';
import { handlePaymentWebhook } from './handle-payment-webhook';
import {
  createCheckoutFixture,
  DEMO_ONLY_CONFIG,
  TEST_BUYER,
  TEST_SERVER_SECRET,
} from '@tests/fixtures/checkout-fixture';

// POST …/payment_intent?model_id=… (spec 7, ADR 0020) through the real route handlers on the test database.
const state = vi.hoisted(() => ({ db: null as unknown, sites: new Map<string, unknown>() }));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('@/server/http/get-request-site', () => ({
  getRequestSite: async (request: Request) => state.sites.get(request.headers.get('host') ?? '') ?? null,
}));
vi.mock('./server-secret', () => ({ serverSecret: () => TEST_SERVER_SECRET }));

const HOST = 'models.localhost:3240';
const ORIGIN = `http://${HOST}`;

let handle: TDbHandle;
let site: TSite;
let carId: number;
let hilux: number;
let kia: number;
let theirs: number;
let routes: typeof import('./post-payment-intent-route') &
  typeof import('./reservation-routes') &
  typeof import('./post-demo-confirm-route');

const call = (
  handler: unknown,
  method: string,
  path: string,
  options: { params?: Record<string, string>; body?: unknown; headers?: Record<string, string>; ip?: string },
) =>
  (handler as (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>)(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: {
        host: HOST,
        'content-type': 'application/json',
        [PEER_ADDRESS_HEADER]: options.ip ?? '10.60.0.1',
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
    { params: Promise.resolve(options.params ?? {}) },
  );

const deposit = (
  query: string,
  ip: string,
  extra: { headers?: Record<string, string>; dealership?: string } = {},
) =>
  call(
    routes.postPaymentIntentRoute,
    'POST',
    `/api/dealerships/x/payment_intent?${query}&origin=${encodeURIComponent(ORIGIN)}`,
    {
      params: { dealership_id: extra.dealership ?? String(site.dealershipIds[0]) },
      body: { buyer: TEST_BUYER },
      headers: extra.headers,
      ip,
    },
  );

async function setModelDeposits(on: boolean) {
  const featureFlags = { ...site.featureFlags, checkout: { modelDeposits: on } };
  await handle.db.update(websites).set({ featureFlags }).where(eq(websites.id, site.id));
  site = { ...site, featureFlags };
  state.sites.set(HOST, site);
}

beforeAll(async () => {
  handle = await createTestDb();
  state.db = handle.db;
  ({ site, carId } = await createCheckoutFixture(handle.db, 'models'));
  await handle.db
    .update(dealerships)
    .set({ manufacturers: ['Toyota'] })
    .where(eq(dealerships.id, site.dealershipIds[0]!));
  const other = await createCheckoutFixture(handle.db, 'other-models');
  const model = (websiteId: number, make: string, name: string) => ({
    websiteId,
    manufacturerName: make,
    name,
    slug: `models/${name.trim().toLowerCase()}`,
    path: `models/${name.trim().toLowerCase()}`,
    image: { url: null, thumb: null },
  });
  const rows = await handle.db
    .insert(catalogueModels)
    .values([
      model(site.id, 'Toyota', 'HiLux '),
      model(site.id, 'Kia', 'Sportage'),
      model(other.site.id, 'Toyota', 'HiLux'),
    ])
    .returning({ id: catalogueModels.id });
  [hilux, kia, theirs] = rows.map((r) => r.id) as [number, number, number];
  await setModelDeposits(true);
  routes = {
    ...(await import('./post-payment-intent-route')),
    ...(await import('./reservation-routes')),
    ...(await import('./post-demo-confirm-route')),
  };
});

afterAll(() => handle.close());

describe('a deposit on a catalogue model', () => {
  it('takes the site’s deposit through its processor, the same one again for a retry, and holds no car', async () => {
    const key = { 'idempotency-key': 'model-deposit-0001' };
    const first = await deposit(`model_id=${hilux}`, '10.60.0.1', { headers: key });
    const again = await deposit(`model_id=${hilux}`, '10.60.0.1', { headers: key });
    expect([first.status, again.status]).toEqual([201, 200]);
    const answer = await first.json();
    expect(await again.json()).toEqual(answer);
    expect(answer).toMatchObject({
      kind: 'reserve',
      amountCents: 50_000,
      currency: 'AUD',
      processor: 'demo',
      status: 'pending',
    });
    const [row] = await handle.db.select().from(reservations).where(eq(reservations.modelId, hilux));
    expect(row).toMatchObject({ carId: null, dealershipId: site.dealershipIds[0] });
  });

  it('lets any number of buyers pay a deposit on one model at once: there is no car to double-sell', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => deposit(`model_id=${hilux}`, `10.61.0.${n}`)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, carId));
    expect(car!.reserved).toBe(false);
  });

  it.each([
    ['a model of another site', () => `model_id=${theirs}`, undefined, 404, 'model_id'],
    ['an unknown model', () => 'model_id=987654', undefined, 404, 'model_id'],
    ['another site’s dealership', () => `model_id=${hilux}`, '999', 404, 'dealership_id'],
    ['a make the dealership does not sell', () => `model_id=${kia}`, undefined, 422, 'model_id'],
    ['buying a model outright (it has no price)', () => `model_id=${hilux}&kind=buy`, undefined, 422, 'kind'],
    ['a car and a model at once', () => `model_id=${hilux}&car_id=${carId}`, undefined, 400, 'model_id'],
    ['neither a car nor a model', () => 'kind=reserve', undefined, 400, 'car_id'],
  ])('refuses %s', async (_, query, dealership, status, field) => {
    const answer = await deposit(query(), '10.62.0.1', { dealership });
    expect(answer.status).toBe(status);
    expect((await answer.json()).field).toBe(field);
  });

  it('answers 422 naming model_id on a site that takes no model deposits', async () => {
    await setModelDeposits(false);
    const answer = await deposit(`model_id=${hilux}`, '10.63.0.1');
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({
      error: 'This site does not take deposits on models online: enquire about this model instead.',
      field: 'model_id',
    });
    await setModelDeposits(true);
  });

  it('once paid: a Reserve Car lead naming the make and model, the buyer’s email, no car reserved', async () => {
    const hold = await (await deposit(`model_id=${hilux}`, '10.64.0.1')).json();
    const paid = await call(routes.postDemoConfirmRoute, 'POST', '/api/payments/demo/confirm', {
      body: {
        reference: hold.reference,
        holdSecret: hold.holdSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
      },
      ip: '10.64.0.1',
    });
    expect(paid.status).toBe(202);
    const tags: string[] = [];
    const post = async (url: string, init: { body: string; headers: Record<string, string> }) => {
      const [, processor, slug] = /webhooks\/([^/]+)\/([^/]+)$/.exec(url)!;
      const answer = await handlePaymentWebhook(
        new Request(url, { method: 'POST', ...init }),
        { processor: processor!, site: slug! },
        { db: async () => handle.db, config: DEMO_ONLY_CONFIG, revalidateTag: (t) => tags.push(t) },
      );
      return answer.status;
    };
    await deliverDueWebhooks(handle.db, {
      baseUrl: 'http://127.0.0.1:1',
      serverSecret: TEST_SERVER_SECRET,
      post,
    });

    const status = await (
      await call(routes.getReservationRoute, 'GET', `/api/reservations/${hold.reference}`, {
        params: { reference: hold.reference },
        headers: { 'x-hold-secret': hold.holdSecret },
      })
    ).json();
    expect(status).toMatchObject({
      status: 'paid',
      car: null,
      model: { id: hilux, name: 'HiLux', make: 'Toyota', slug: 'models/hilux' },
    });
    expect(tags).toEqual([]);
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, carId));
    expect(car!.reserved).toBe(false);

    const [lead] = await handle.db.select().from(leads).where(eq(leads.email, TEST_BUYER.email));
    expect(lead).toMatchObject({
      category: 'Reserve Car',
      subcategory: 'Online model deposit',
      carId: null,
      dealershipId: site.dealershipIds[0],
    });
    expect(lead!.payload).toMatchObject({ 'Vehicle Make': 'Toyota', 'Vehicle Model': 'HiLux' });
    expect(lead!.message).toContain(
      `on the Toyota HiLux, no particular car yet, reference ${hold.reference}`,
    );
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, TEST_BUYER.email));
    expect(mail!.subject).toBe(`${site.name}: your deposit ${hold.reference}`);
    expect(mail!.text).toContain('you have paid a deposit on the Toyota HiLux');
    expect(mail!.text).toContain('No particular car is held yet.');
  });
});

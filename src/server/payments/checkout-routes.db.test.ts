import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import {
  cars,
  leadDeliveries,
  leads,
  mailOutbox,
  paymentWebhookOutbox,
  reservations,
  searchStockVersions,
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

// The real route handlers, with the test database and a host -> site lookup over the fixture.
const state = vi.hoisted(() => ({
  db: null as unknown,
  sites: new Map<string, unknown>(),
  // The cache tags a route marked stale through Next (the status route, once a car is just paid).
  routeTags: [] as string[],
}));
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => void state.routeTags.push(tag) }));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('@/server/http/get-request-site', () => ({
  getRequestSite: async (request: Request) => state.sites.get(request.headers.get('host') ?? '') ?? null,
}));
vi.mock('./server-secret', () => ({ serverSecret: () => 'test-server-secret-for-checkout-0123456789' }));

const HOST = 'race.localhost:3220';
const ORIGIN = `http://${HOST}`;

let handle: TDbHandle;
let site: TSite;
let carId: number;
let routes: typeof import('./post-payment-intent-route') &
  typeof import('./reservation-routes') &
  typeof import('./post-demo-confirm-route');

const call = (
  handler: (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>,
  method: string,
  path: string,
  options: {
    params?: Record<string, string>;
    body?: unknown;
    headers?: Record<string, string>;
    ip?: string;
  } = {},
) =>
  handler(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: {
        host: HOST,
        'content-type': 'application/json',
        [PEER_ADDRESS_HEADER]: options.ip ?? '10.1.0.1',
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
    { params: Promise.resolve(options.params ?? {}) },
  );

const intentPath = (car: number) =>
  `/api/dealerships/x/payment_intent?car_id=${car}&origin=${encodeURIComponent(ORIGIN)}`;
const holdOf = async (car: number, ip: string, headers: Record<string, string> = {}) =>
  call(routes.postPaymentIntentRoute as never, 'POST', intentPath(car), {
    params: { dealership_id: String(site.dealershipIds[0]) },
    ip,
    headers,
  });

beforeAll(async () => {
  handle = await createTestDb();
  state.db = handle.db;
  ({ site, carId } = await createCheckoutFixture(handle.db, 'race'));
  // The site's own From address (General settings), for the buyer's email.
  await handle.db
    .update(websites)
    .set({ mailFromAddress: 'sales@race.example' })
    .where(eq(websites.id, site.id));
  site = { ...site, mailFromAddress: 'sales@race.example' };
  state.sites.set(HOST, site);
  routes = {
    ...(await import('./post-payment-intent-route')),
    ...(await import('./reservation-routes')),
    ...(await import('./post-demo-confirm-route')),
  };
});

afterAll(async () => {
  await handle.close();
});

describe('POST /api/dealerships/{id}/payment_intent', () => {
  it('gives 50 buyers racing for one car exactly one hold and 49 clean 409s', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => holdOf(carId, `10.2.0.${i + 1}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const refused = await answers.find((a) => a.status === 409)!.json();
    expect(refused).toEqual({ error: 'This car has just been reserved by someone else', field: 'car_id' });
    const holds = await handle.db.select().from(reservations).where(eq(reservations.carId, carId));
    expect(holds.filter((h) => h.status === 'pending')).toHaveLength(1);
    expect(holds).toHaveLength(1);
    // Release it for the tests below.
    await handle.db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.carId, carId));
  });

  it('answers the same hold to a retry under the same Idempotency-Key', async () => {
    const key = { 'idempotency-key': 'checkout-attempt-0001' };
    const first = await holdOf(carId, '10.3.0.1', key);
    const again = await holdOf(carId, '10.3.0.1', key);
    expect([first.status, again.status]).toEqual([201, 200]);
    const [a, b] = [await first.json(), await again.json()];
    expect(b).toEqual(a);
    expect(a).toMatchObject({
      status: 'pending',
      kind: 'reserve',
      amountCents: 50_000,
      currency: 'AUD',
      processor: 'demo',
      publishableKey: null,
      clientSecret: null,
      redirectUrl: null,
    });
    expect(a.reference).toMatch(/^FC-[0-9A-Z]{8}$/);
    await handle.db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.carId, carId));
  });

  it.each([
    [
      'another site’s dealership',
      (id: number) => `/api/dealerships/x/payment_intent?car_id=${id}&origin=${encodeURIComponent(ORIGIN)}`,
      '999',
      404,
      'dealership_id',
    ],
    [
      'an unknown car',
      () => `/api/dealerships/x/payment_intent?car_id=987654&origin=${encodeURIComponent(ORIGIN)}`,
      null,
      404,
      'car_id',
    ],
    [
      'a foreign origin',
      (id: number) => `/api/dealerships/x/payment_intent?car_id=${id}&origin=https%3A%2F%2Fevil.example`,
      null,
      403,
      'origin',
    ],
    [
      'no car',
      () => `/api/dealerships/x/payment_intent?origin=${encodeURIComponent(ORIGIN)}`,
      null,
      400,
      'car_id',
    ],
    ['a kind the site does not offer', (id: number) => `${intentPath(id)}&kind=buy`, null, 422, 'kind'],
  ])('refuses %s', async (_, path, dealership, status, field) => {
    const answer = await call(routes.postPaymentIntentRoute as never, 'POST', path(carId), {
      params: { dealership_id: dealership ?? String(site.dealershipIds[0]) },
      ip: '10.4.0.1',
    });
    expect(answer.status).toBe(status);
    expect((await answer.json()).field).toBe(field);
  });

  it('refuses a sold car with 409 and a car not for checkout with 422', async () => {
    await handle.db.update(cars).set({ sold: true }).where(eq(cars.id, carId));
    expect((await holdOf(carId, '10.5.0.1')).status).toBe(409);
    await handle.db.update(cars).set({ sold: false, reservable: false }).where(eq(cars.id, carId));
    expect((await holdOf(carId, '10.5.0.1')).status).toBe(422);
    await handle.db.update(cars).set({ reservable: null }).where(eq(cars.id, carId));
  });

  it('lets one client hold two cars at most (429 with Retry-After)', async () => {
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, carId));
    const others = await handle.db
      .insert(cars)
      .values(
        [2, 3].map((n) => ({
          ...car!,
          id: undefined,
          slug: `${car!.slug}-${n}`,
          stocknum: `${car!.stocknum}-${n}`,
        })),
      )
      .returning({ id: cars.id });
    expect((await holdOf(carId, '10.6.0.1')).status).toBe(201);
    expect((await holdOf(others[0]!.id, '10.6.0.1')).status).toBe(201);
    const third = await holdOf(others[1]!.id, '10.6.0.1');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    await handle.db.update(reservations).set({ status: 'cancelled' });
  });
});

describe('DELETE /api/reservations/{reference}', () => {
  it('releases the buyer’s hold once; the car can be held again', async () => {
    const hold = await (await holdOf(carId, '10.10.0.1')).json();
    const cancel = () =>
      call(routes.deleteReservationRoute as never, 'DELETE', `/api/reservations/${hold.reference}`, {
        params: { reference: hold.reference },
        headers: { 'x-hold-secret': hold.holdSecret },
        ip: '10.10.0.1',
      });
    const first = await cancel();
    expect(first.status).toBe(200);
    expect((await first.json()).status).toBe('cancelled');
    expect((await cancel()).status).toBe(409);
    const next = await holdOf(carId, '10.10.0.2');
    expect(next.status).toBe(201);
    await handle.db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.carId, carId));
  });
});

describe('a demo checkout from hold to paid', () => {
  it('records the payment once: car reserved, one lead, one email, the cache revalidated', async () => {
    const placed = await holdOf(carId, '10.7.0.1');
    const hold = await placed.json();
    // The browser that placed it keeps an HttpOnly cookie of its holds.
    const setCookie = placed.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(
      new RegExp(
        `^forecourt-holds=${hold.reference}\\.${hold.holdSecret}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`,
      ),
    );
    const secret = { 'x-hold-secret': hold.holdSecret };
    const reservationPath = `/api/reservations/${hold.reference}`;
    const params = { reference: hold.reference };

    const early = await call(routes.postDemoConfirmRoute as never, 'POST', '/api/payments/demo/confirm', {
      body: {
        reference: hold.reference,
        holdSecret: hold.holdSecret,
        cardNumber: '4242424242424242',
        expiry: '12/30',
        cvc: '123',
      },
      ip: '10.7.0.1',
    });
    expect(early.status).toBe(422);
    expect((await early.json()).field).toBe('buyer');

    const wrongSecret = await call(routes.getReservationRoute as never, 'GET', reservationPath, {
      params,
      headers: { 'x-hold-secret': 'nope' },
    });
    expect(wrongSecret.status).toBe(404);

    const put = await call(routes.putReservationBuyerRoute as never, 'PUT', reservationPath, {
      params,
      headers: secret,
      body: { buyer: TEST_BUYER },
    });
    expect(put.status).toBe(200);
    expect((await put.json()).buyer).toEqual({ name: TEST_BUYER.name, email: TEST_BUYER.email });

    const confirm = () =>
      call(routes.postDemoConfirmRoute as never, 'POST', '/api/payments/demo/confirm', {
        body: {
          reference: hold.reference,
          holdSecret: hold.holdSecret,
          cardNumber: '4242 4242 4242 4242',
          expiry: '12/30',
          cvc: '123',
        },
        ip: '10.7.0.1',
      });
    const [one, two] = await Promise.all([confirm(), confirm()]);
    expect([one.status, two.status]).toEqual([202, 202]);
    expect(await handle.db.select().from(paymentWebhookOutbox)).toHaveLength(1);

    // The browser's word is not enough: still held until the processor's event arrives.
    const before = await (
      await call(routes.getReservationRoute as never, 'GET', reservationPath, { params, headers: secret })
    ).json();
    expect(before.status).toBe('held');

    const versionOf = async () =>
      (
        await handle.db
          .select()
          .from(searchStockVersions)
          .where(eq(searchStockVersions.dealershipId, site.dealershipIds[0]!))
      )[0]?.version ?? 0;
    const versionBefore = await versionOf();
    const tags: string[] = [];
    const webhookDeps = {
      db: async () => handle.db,
      config: DEMO_ONLY_CONFIG,
      revalidateTag: (t: string) => tags.push(t),
    };
    const outcomes: number[] = [];
    const post = async (url: string, init: { body: string; headers: Record<string, string> }) => {
      const [, processor, slug] = /webhooks\/([^/]+)\/([^/]+)$/.exec(url)!;
      const answer = await handlePaymentWebhook(
        new Request(url, { method: 'POST', ...init }),
        { processor: processor!, site: slug! },
        webhookDeps,
      );
      outcomes.push(answer.status);
      return answer.status;
    };
    expect(
      await deliverDueWebhooks(handle.db, {
        baseUrl: 'http://127.0.0.1:1',
        serverSecret: TEST_SERVER_SECRET,
        post,
      }),
    ).toBe(1);
    expect(outcomes).toEqual([200]);

    const after = await (
      await call(routes.getReservationRoute as never, 'GET', `${reservationPath}?secret=${hold.holdSecret}`, {
        params,
      })
    ).json();
    expect(after).toMatchObject({ status: 'paid', refundDue: false, amountCents: 50_000 });
    // The status that says paid marks the car's pages stale again: the buyer's next read of them is fresh.
    expect(state.routeTags).toEqual([`car:${carId}`, `site:${site.id}`]);
    // Asking for the car again: that browser is told it is its own, any other that someone else reserved it.
    const again = async (headers: Record<string, string>) =>
      (await (await holdOf(carId, '10.7.0.9', headers)).json()).error;
    expect(await again({ cookie: setCookie.split(';')[0]! })).toBe(
      `You reserved this car: your reference is ${hold.reference}.`,
    );
    expect(await again({})).toBe('This car has just been reserved by someone else');
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, carId));
    expect(car!.reserved).toBe(true);
    // The stock triggers moved the dealership's stock version on, so the next search sees RESERVED.
    const [version] = await handle.db
      .select()
      .from(searchStockVersions)
      .where(eq(searchStockVersions.dealershipId, car!.dealershipId));
    expect(version!.version).toBeGreaterThan(versionBefore);
    expect(tags.sort()).toEqual([`car:${carId}`, `site:${site.id}`]);
    const storedLeads = await handle.db.select().from(leads).where(eq(leads.carId, carId));
    expect(storedLeads).toHaveLength(1);
    expect(storedLeads[0]!.category).toBe('Reserve Car');
    expect(
      await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, storedLeads[0]!.id)),
    ).toHaveLength(1);
    const mail = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, TEST_BUYER.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(hold.reference);
    expect(mail[0]).toMatchObject({ fromName: site.name, fromAddress: 'sales@race.example' });

    // A second buyer now meets a reserved car.
    const late = await holdOf(carId, '10.8.0.1');
    expect(late.status).toBe(409);
  });
});

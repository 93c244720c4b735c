import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { cars, reservations } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address';
import type { TSite } from '@/server/websites/site.types';
import { cancelEndedPayments } from './cancel-ended-payments';
import { expireHolds } from './expire-holds';
import { handlePaymentWebhook } from './handle-payment-webhook';
import { signStripeStyle } from './stripe-style-event';
import { createCheckoutFixture, TEST_BUYER } from '@tests/fixtures/checkout-fixture';
import { startStripeStandIn } from '@tests/stand-ins/stripe-stand-in';

// POST …/payment_intent for a site with Stripe keys, the SDK talking to a local stand-in; then Stripe's webhook.
const state = vi.hoisted(() => ({ db: null as unknown, sites: new Map<string, unknown>(), stripeUrl: '' }));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('@/server/http/get-request-site', () => ({
  getRequestSite: async (request: Request) => state.sites.get(request.headers.get('host') ?? '') ?? null,
}));
vi.mock('./payment-config', () => ({
  appPaymentConfig: {
    secretsOf: async () => ({ stripeSecretKey: 'sk_test_checkout', stripeWebhookSecret: 'whsec_checkout' }),
    serverSecret: () => 'test-server-secret-for-checkout-0123456789',
    get stripeApiUrl() {
      return state.stripeUrl;
    },
  },
}));

const HOST = 'stripe-site.localhost:3220';
let handle: TDbHandle;
let site: TSite;
let carId: number;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  state.stripeUrl = standIn.url;
  handle = await createTestDb();
  state.db = handle.db;
  ({ site, carId } = await createCheckoutFixture(handle.db, 'stripe-site'));
  state.sites.set(HOST, site);
});

afterAll(async () => {
  await handle.close();
  await standIn.close();
});

describe('a Stripe checkout', () => {
  it('creates one PaymentIntent for a retried hold, and only Stripe’s signed event marks it paid', async () => {
    const { postPaymentIntentRoute } = await import('./post-payment-intent-route');
    const place = () =>
      postPaymentIntentRoute(
        new Request(
          `http://${HOST}/api/dealerships/x/payment_intent?car_id=${carId}&origin=${encodeURIComponent(`http://${HOST}`)}`,
          {
            method: 'POST',
            headers: {
              host: HOST,
              'content-type': 'application/json',
              'idempotency-key': 'stripe-attempt-0001',
              [PEER_ADDRESS_HEADER]: '10.40.0.1',
            },
            body: JSON.stringify({ buyer: TEST_BUYER }),
          },
        ),
        { params: Promise.resolve({ dealership_id: String(site.dealershipIds[0]) }) },
      );
    const [first, again] = [await place(), await place()];
    expect([first.status, again.status]).toEqual([201, 200]);
    const answer = await first.json();
    expect(await again.json()).toEqual(answer);
    expect(answer).toMatchObject({
      processor: 'stripe',
      publishableKey: 'pk_test_stripe-site',
      paymentIntent: 'pi_standin_1',
      clientSecret: 'pi_standin_1_secret_standin',
      redirectUrl: null,
      amountCents: 50_000,
    });
    expect(standIn.intents).toHaveLength(1);

    const body = JSON.stringify({
      id: 'evt_stripe_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_standin_1',
          amount: 50_000,
          amount_received: 50_000,
          currency: 'aud',
          metadata: {},
        },
      },
    });
    const webhook = await handlePaymentWebhook(
      new Request('http://127.0.0.1/api/payments/webhooks/stripe/stripe-site', {
        method: 'POST',
        headers: { 'stripe-signature': signStripeStyle(body, 'whsec_checkout', new Date()) },
        body,
      }),
      { processor: 'stripe', site: 'stripe-site' },
      {
        db: async () => handle.db,
        config: (await import('./payment-config')).appPaymentConfig,
        revalidateTag: () => {},
      },
    );
    expect(await webhook.json()).toMatchObject({ outcome: 'applied', status: 'paid' });
    const [hold] = await handle.db.select().from(reservations).where(eq(reservations.carId, carId));
    expect(hold).toMatchObject({ status: 'paid', processor: 'stripe', paymentIntentId: 'pi_standin_1' });
    expect((await handle.db.select().from(cars).where(eq(cars.id, carId)))[0]!.reserved).toBe(true);
  });

  it('withdraws the PaymentIntent of a hold that expired or that the buyer cancelled', async () => {
    const { postPaymentIntentRoute } = await import('./post-payment-intent-route');
    const { deleteReservationRoute } = await import('./reservation-routes');
    const [template] = await handle.db.select().from(cars).where(eq(cars.id, carId));
    const fresh = await handle.db
      .insert(cars)
      .values(
        [1, 2].map((n) => ({
          ...template!,
          id: undefined,
          reserved: false,
          slug: `withdraw-${n}`,
          stocknum: `W${n}`,
        })),
      )
      .returning({ id: cars.id });
    const place = async (car: number, ip: string) =>
      (
        await postPaymentIntentRoute(
          new Request(
            `http://${HOST}/api/dealerships/x/payment_intent?car_id=${car}&origin=${encodeURIComponent(`http://${HOST}`)}`,
            {
              method: 'POST',
              headers: { host: HOST, [PEER_ADDRESS_HEADER]: ip },
            },
          ),
          { params: Promise.resolve({ dealership_id: String(site.dealershipIds[0]) }) },
        )
      ).json();
    const expiring = await place(fresh[0]!.id, '10.41.0.1');
    const leaving = await place(fresh[1]!.id, '10.41.0.2');

    const ended = await expireHolds(handle.db, new Date(Date.parse(expiring.expiresAt) + 1000));
    expect(ended.map((h) => h.paymentIntentId).sort()).toEqual(
      [expiring.paymentIntent, leaving.paymentIntent].sort(),
    );
    // The worker withdraws what it expired; here only the first, the second is left for its buyer to cancel.
    const { appPaymentConfig } = await import('./payment-config');
    expect(
      await cancelEndedPayments(
        handle.db,
        ended.filter((h) => h.paymentIntentId === expiring.paymentIntent),
        appPaymentConfig,
      ),
    ).toBe(1);
    expect(standIn.intents.find((i) => i.id === expiring.paymentIntent)!.status).toBe('canceled');

    await handle.db
      .update(reservations)
      .set({ status: 'pending' })
      .where(eq(reservations.paymentIntentId, leaving.paymentIntent));
    expect(standIn.intents.find((i) => i.id === leaving.paymentIntent)!.status).toBe(
      'requires_payment_method',
    );
    const cancel = await deleteReservationRoute(
      new Request(`http://${HOST}/api/reservations/${leaving.reference}`, {
        method: 'DELETE',
        headers: { host: HOST, 'x-hold-secret': leaving.holdSecret, [PEER_ADDRESS_HEADER]: '10.41.0.2' },
      }),
      { params: Promise.resolve({ reference: leaving.reference }) },
    );
    expect(cancel.status).toBe(200);
    expect(standIn.intents.find((i) => i.id === leaving.paymentIntent)!.status).toBe('canceled');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { cars, leads, paymentEvents, reservations } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import type { TSite } from '@/server/websites/site.types';
import { handlePaymentWebhook } from './handle-payment-webhook';
import type { TPaymentConfig } from './payment-provider-for';
import { findCarToHold, placeHold } from './place-hold';
import { signStripeStyle } from './stripe-style-event';
import { createCheckoutFixture, TEST_BUYER, TEST_SERVER_SECRET } from '@tests/fixtures/checkout-fixture';

const WEBHOOK_SECRET = 'whsec_test_checkout_webhooks';
const config: TPaymentConfig = {
  secretsOf: async () => ({ stripeSecretKey: 'sk_test_unused', stripeWebhookSecret: WEBHOOK_SECRET }),
  serverSecret: () => TEST_SERVER_SECRET,
};

let handle: TDbHandle;
let site: TSite;
let carId: number;
let hold: typeof reservations.$inferSelect;
let tags: string[];
let client = 0;

beforeAll(async () => {
  handle = await createTestDb();
  ({ site, carId } = await createCheckoutFixture(handle.db, 'hooks'));
});

afterAll(async () => {
  await handle.close();
});

beforeEach(async () => {
  tags = [];
  await handle.db.update(reservations).set({ status: 'cancelled' });
  await handle.db.update(cars).set({ reserved: false }).where(eq(cars.id, carId));
  const car = await findCarToHold(handle.db, site, site.dealershipIds[0]!, carId);
  ({ reservation: hold } = await placeHold(handle.db, site, car, {
    dealershipId: site.dealershipIds[0]!,
    carId,
    client: `10.9.0.${++client}`,
    buyer: TEST_BUYER,
    processor: 'stripe',
  }));
  await handle.db
    .update(reservations)
    .set({ paymentIntentId: `pi_${client}` })
    .where(eq(reservations.id, hold.id));
});

let eventNo = 0;
function event(type: string, overrides: { amount?: number; currency?: string; id?: string } = {}) {
  return JSON.stringify({
    id: overrides.id ?? `evt_${++eventNo}`,
    object: 'event',
    type,
    data: {
      object: {
        id: `pi_${client}`,
        object: 'payment_intent',
        amount: overrides.amount ?? hold.amountCents,
        currency: overrides.currency ?? 'aud',
        metadata: { reservation_id: hold.id },
      },
    },
  });
}

async function deliver(body: string, signature = signStripeStyle(body, WEBHOOK_SECRET, new Date())) {
  const request = new Request('http://127.0.0.1/api/payments/webhooks/stripe/hooks', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
  const answer = await handlePaymentWebhook(
    request,
    { processor: 'stripe', site: 'hooks' },
    {
      db: async () => handle.db,
      config,
      revalidateTag: (tag) => tags.push(tag),
    },
  );
  return { status: answer.status, body: await answer.json() };
}

const statusOfHold = async () =>
  (await handle.db.select().from(reservations).where(eq(reservations.id, hold.id)))[0]!;

describe('payment webhooks', () => {
  it('refuses a forged signature and applies nothing', async () => {
    const body = event('payment_intent.succeeded');
    const answer = await deliver(body, signStripeStyle(body, 'whsec_someone_else', new Date()));
    expect(answer.status).toBe(400);
    expect((await statusOfHold()).status).toBe('pending');
  });

  it('refuses a body changed after signing', async () => {
    const signature = signStripeStyle(event('payment_intent.payment_failed'), WEBHOOK_SECRET, new Date());
    expect((await deliver(event('payment_intent.succeeded'), signature)).status).toBe(400);
    expect((await statusOfHold()).status).toBe('pending');
  });

  it('refuses a timestamp older than 300 s', async () => {
    const body = event('payment_intent.succeeded');
    const stale = signStripeStyle(body, WEBHOOK_SECRET, new Date(Date.now() - 301_000));
    const answer = await deliver(body, stale);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/tolerance/);
    expect((await statusOfHold()).status).toBe('pending');
  });

  it.each([
    ['a wrong amount', { amount: 100 }],
    ['a wrong currency', { currency: 'nzd' }],
  ])('refuses %s and records nothing', async (_, overrides) => {
    const body = event('payment_intent.succeeded', { ...overrides, id: `evt_wrong_${eventNo++}` });
    const answer = await deliver(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/not the hold/);
    expect((await statusOfHold()).status).toBe('pending');
    expect(
      await handle.db.select().from(paymentEvents).where(eq(paymentEvents.reservationId, hold.id)),
    ).toHaveLength(0);
  });

  it('applies an event delivered three times once: one lead, car reserved, cache revalidated once', async () => {
    const body = event('payment_intent.succeeded');
    const answers = [await deliver(body), await deliver(body), await deliver(body)];
    expect(answers.map((a) => a.body.outcome)).toEqual(['applied', 'duplicate', 'duplicate']);
    expect((await statusOfHold()).status).toBe('paid');
    expect(
      await handle.db
        .select()
        .from(leads)
        .where(eq(leads.idempotencyKey, `reservation-${hold.id}`)),
    ).toHaveLength(1);
    expect((await handle.db.select().from(cars).where(eq(cars.id, carId)))[0]!.reserved).toBe(true);
    expect(tags).toEqual([`car:${carId}`, `site:${site.id}`]);
  });

  it('keeps a car paid online from a second hold even after a stock feed clears its reserved flag', async () => {
    await deliver(event('payment_intent.succeeded'));
    await handle.db.update(cars).set({ reserved: false }).where(eq(cars.id, carId));
    const car = await findCarToHold(handle.db, site, site.dealershipIds[0]!, carId);
    await expect(
      placeHold(handle.db, site, car, {
        dealershipId: site.dealershipIds[0]!,
        carId,
        client: '10.9.9.9',
        processor: 'stripe',
      }),
    ).rejects.toMatchObject({ status: 409 });
    await handle.db.update(reservations).set({ status: 'refunded' }).where(eq(reservations.id, hold.id));
  });

  it('ends paid when succeeded arrives before processing', async () => {
    expect((await deliver(event('payment_intent.succeeded'))).body.status).toBe('paid');
    expect((await deliver(event('payment_intent.processing'))).body).toMatchObject({
      outcome: 'unchanged',
      status: 'paid',
    });
    expect((await statusOfHold()).status).toBe('paid');
  });

  it('moves pending to held on processing, then to paid', async () => {
    expect((await deliver(event('payment_intent.processing'))).body.status).toBe('held');
    expect((await deliver(event('payment_intent.succeeded'))).body.status).toBe('paid');
  });

  it('releases the hold when the payment fails', async () => {
    expect((await deliver(event('payment_intent.payment_failed'))).body.status).toBe('failed');
    expect((await handle.db.select().from(cars).where(eq(cars.id, carId)))[0]!.reserved).toBe(false);
  });

  it('keeps money for an expired hold as paid, flagged for the dealer to refund, car not reserved', async () => {
    await handle.db.update(reservations).set({ status: 'expired' }).where(eq(reservations.id, hold.id));
    expect((await deliver(event('payment_intent.succeeded'))).body.status).toBe('paid');
    const after = await statusOfHold();
    expect(after.refundDue).toBe(true);
    expect((await handle.db.select().from(cars).where(eq(cars.id, carId)))[0]!.reserved).toBe(false);
    expect(tags).toEqual([]);
  });

  it('acknowledges an event of an unknown payment without changing anything', async () => {
    const body = JSON.stringify({
      id: `evt_unknown_${eventNo++}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_elsewhere', amount: 1, currency: 'aud', metadata: {} } },
    });
    expect((await deliver(body)).body.outcome).toBe('unknown_payment');
  });

  it('answers 404 for a processor or site it does not serve', async () => {
    const deps = { db: async () => handle.db, config, revalidateTag: () => {} };
    const request = () => new Request('http://127.0.0.1/x', { method: 'POST', body: '{}' });
    expect((await handlePaymentWebhook(request(), { processor: 'paypal', site: 'hooks' }, deps)).status).toBe(
      404,
    );
    expect(
      (await handlePaymentWebhook(request(), { processor: 'stripe', site: 'nowhere' }, deps)).status,
    ).toBe(404);
    expect((await handlePaymentWebhook(request(), { processor: 'till', site: 'hooks' }, deps)).status).toBe(
      404,
    );
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_FAILED_PAYMENTS_PER_HOUR } from '@/domain/constants/limits';
import type { TDbHandle } from '@/server/db/client';
import { paymentWebhookOutbox, reservations } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import type { TSite } from '@/server/websites/site.types';
import { confirmDemoPayment } from './confirm-demo-payment';
import { deliverDueWebhooks } from './deliver-due-webhooks';
import { expireHolds } from './expire-holds';
import { holdSecretOf } from './hold-secret';
import { findCarToHold, placeHold } from './place-hold';
import { createCheckoutFixture, TEST_BUYER, TEST_SERVER_SECRET } from '@tests/fixtures/checkout-fixture';

let handle: TDbHandle;
let site: TSite;
let carId: number;
let hold: typeof reservations.$inferSelect;
let n = 0;
let client: string;

beforeAll(async () => {
  handle = await createTestDb();
  ({ site, carId } = await createCheckoutFixture(handle.db, 'demo'));
});

afterAll(async () => {
  await handle.close();
});

beforeEach(async () => {
  await handle.db.update(reservations).set({ status: 'cancelled' });
  await handle.db.delete(paymentWebhookOutbox);
  client = `10.20.0.${++n}`;
  const car = await findCarToHold(handle.db, site, site.dealershipIds[0]!, carId);
  ({ reservation: hold } = await placeHold(handle.db, site, car, {
    dealershipId: site.dealershipIds[0]!,
    carId,
    client,
    buyer: TEST_BUYER,
    processor: 'demo',
  }));
});

const pay = (
  cardNumber: string,
  extra: { authenticated?: boolean; expiry?: string; holdSecret?: string } = {},
) =>
  confirmDemoPayment(
    handle.db,
    site.id,
    {
      reference: hold.reference!,
      holdSecret: extra.holdSecret ?? holdSecretOf(hold.id, TEST_SERVER_SECRET),
      cardNumber,
      expiry: extra.expiry ?? '12/30',
      cvc: '123',
      authenticated: extra.authenticated,
    },
    { client, serverSecret: () => TEST_SERVER_SECRET },
  );
const statusOfHold = async () =>
  (await handle.db.select().from(reservations).where(eq(reservations.id, hold.id)))[0]!.status;

describe('the demo processor', () => {
  it('declines 4000 0000 0000 0002 with 402, releases the hold and queues the failure event', async () => {
    await expect(pay('4000 0000 0000 0002')).rejects.toMatchObject({ status: 402, field: 'cardNumber' });
    expect(await statusOfHold()).toBe('failed');
    const queued = await handle.db.select().from(paymentWebhookOutbox);
    expect(queued.map((q) => JSON.parse(q.body).type)).toEqual(['payment_intent.payment_failed']);
  });

  it('asks for a second step for 4000 0027 6000 3184, then takes the payment', async () => {
    await expect(pay('4000 0027 6000 3184')).resolves.toEqual({
      status: 'requires_action',
      nextAction: 'authenticate',
    });
    expect(await statusOfHold()).toBe('held');
    expect(await handle.db.select().from(paymentWebhookOutbox)).toHaveLength(0);
    await expect(pay('4000 0027 6000 3184', { authenticated: true })).resolves.toEqual({
      status: 'processing',
    });
    expect(await handle.db.select().from(paymentWebhookOutbox)).toHaveLength(1);
  });

  it.each([
    ['a card that is not a test card', '5555 5555 5555 4444', {}, 400, 'cardNumber'],
    ['a card number that fails Luhn', '4242 4242 4242 4241', {}, 400, 'cardNumber'],
    ['an expired card', '4242 4242 4242 4242', { expiry: '01/20' }, 400, 'expiry'],
    ['a wrong hold secret', '4242 4242 4242 4242', { holdSecret: 'guess' }, 404, 'reference'],
  ])('refuses %s', async (_, card, extra, status, field) => {
    await expect(pay(card, extra)).rejects.toMatchObject({ status, field });
    expect(await statusOfHold()).toBe('pending');
  });

  it(`refuses a client after ${MAX_FAILED_PAYMENTS_PER_HOUR} declines in an hour (429 with Retry-After)`, async () => {
    for (let i = 0; i < MAX_FAILED_PAYMENTS_PER_HOUR; i++) {
      await handle.db.update(reservations).set({ status: 'pending' }).where(eq(reservations.id, hold.id));
      await expect(pay('4000 0000 0000 0002')).rejects.toMatchObject({ status: 402 });
    }
    await handle.db.update(reservations).set({ status: 'pending' }).where(eq(reservations.id, hold.id));
    const refusal = await pay('4242 4242 4242 4242').catch((e: unknown) => e);
    expect(refusal).toMatchObject({ status: 429 });
    expect(Number((refusal as { headers: Record<string, string> }).headers['Retry-After'])).toBeGreaterThan(
      3000,
    );
    const car = await findCarToHold(handle.db, site, site.dealershipIds[0]!, carId);
    await handle.db.update(reservations).set({ status: 'cancelled' });
    await expect(
      placeHold(handle.db, site, car, {
        dealershipId: site.dealershipIds[0]!,
        carId,
        client,
        processor: 'demo',
      }),
    ).rejects.toMatchObject({ status: 429 });
  });

  it('retries an event whose delivery failed, and marks it delivered once it gets a 2xx', async () => {
    await pay('4242 4242 4242 4242');
    const statuses = [503, 200];
    const post = async () => statuses.shift()!;
    const base = { baseUrl: 'http://127.0.0.1:1', serverSecret: TEST_SERVER_SECRET, post };
    expect(await deliverDueWebhooks(handle.db, base)).toBe(1);
    const [failed] = await handle.db.select().from(paymentWebhookOutbox);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'HTTP 503' });
    expect(await deliverDueWebhooks(handle.db, base)).toBe(0);
    expect(await deliverDueWebhooks(handle.db, { ...base, now: failed!.nextAttemptAt })).toBe(1);
    expect((await handle.db.select().from(paymentWebhookOutbox))[0]).toMatchObject({
      status: 'delivered',
      attempts: 2,
    });
  });
});

describe('expireHolds', () => {
  it('releases holds past their expiry and leaves the others', async () => {
    expect(await expireHolds(handle.db, new Date(hold.expiresAt.getTime() - 1000))).toHaveLength(0);
    expect(await statusOfHold()).toBe('pending');
    expect((await expireHolds(handle.db, hold.expiresAt)).map((h) => h.id)).toEqual([hold.id]);
    expect(await statusOfHold()).toBe('expired');
  });

  it('lets the next buyer hold a car whose hold ran out before the worker marked it', async () => {
    const car = await findCarToHold(handle.db, site, site.dealershipIds[0]!, carId);
    const next = await placeHold(handle.db, site, car, {
      dealershipId: site.dealershipIds[0]!,
      carId,
      client: '10.21.0.1',
      processor: 'demo',
      now: new Date(hold.expiresAt.getTime() + 1000),
    });
    expect(next.created).toBe(true);
    expect(await statusOfHold()).toBe('expired');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { auditLog, buyerAccounts, cars, leads, mailOutbox, reservations } from '@/server/db/schema';
import type { TPaymentConfig } from '@/server/payments/payment-provider-for';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createInboxFixture } from '@tests/fixtures/inbox-fixture';
import { TEST_SERVER_SECRET } from '@tests/fixtures/checkout-fixture';
import { startStripeStandIn } from '@tests/stand-ins/stripe-stand-in';
import { findOwnCarReservation, ownReservationMessage } from '@/server/payments/find-own-car-reservation';
import { holdSecretOf } from '@/server/payments/hold-secret';
import { findYourCarReservation } from '@/server/payments/find-your-car-reservation';
import { createBuyerSession } from '@/server/buyers/buyer-sessions';
import { BUYER_COOKIE } from '@/server/buyers/buyer-cookie';
import { findLeadReservation } from './find-lead-reservation';
import { updateReservationStatus, type TReservationChange } from './update-reservation-status';

let handle: TDbHandle;
let f: Awaited<ReturnType<typeof createInboxFixture>>;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let payments: TPaymentConfig;
let revalidated: string[] = [];
let made = 0;

beforeAll(async () => {
  handle = await createTestDb();
  f = await createInboxFixture(handle.db, new Date());
  stripe = await startStripeStandIn();
  payments = {
    secretsOf: async () => ({ stripeSecretKey: 'sk_test_deals', stripeWebhookSecret: 'whsec_deals' }),
    serverSecret: () => TEST_SERVER_SECRET,
    stripeApiUrl: stripe.url,
  };
}, 60_000);
afterAll(async () => {
  await stripe.close();
  await handle.close();
});

type TProcessor = 'stripe' | 'demo' | 'till' | 'st_george';

/** A car of site alpha (dealership A1) reserved by a paid reservation through this processor. */
async function paidCar(
  processor: TProcessor,
  options: { kind?: 'reserve' | 'buy'; refundDue?: boolean } = {},
) {
  made += 1;
  const [car] = await handle.db
    .insert(cars)
    .values({
      slug: `deal-car-${made}`,
      dealershipId: f.a1,
      stocknum: `D${made}`,
      name: '2021 Mazda CX-5 Maxx',
      make: 'Mazda',
      model: 'CX-5',
      year: 2021,
      carType: 'used',
      price: 35990,
      reserved: !options.refundDue,
      sold: options.kind === 'buy',
    })
    .returning({ id: cars.id });
  let paymentIntentId = `${processor}_pi_${made}`;
  if (processor === 'stripe') {
    const intent = await fetch(`${stripe.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_deals' },
      body: new URLSearchParams({ amount: '50000', currency: 'aud' }),
    }).then((r) => r.json() as Promise<{ id: string }>);
    stripe.intents.find((i) => i.id === intent.id)!.status = 'succeeded';
    paymentIntentId = intent.id;
  }
  const [row] = await handle.db
    .insert(reservations)
    .values({
      websiteId: f.alpha.site.id,
      carId: car!.id,
      dealershipId: f.a1,
      kind: options.kind ?? 'reserve',
      processor,
      status: 'paid',
      refundDue: options.refundDue ?? false,
      amountCents: 50_000,
      currency: 'AUD',
      idempotencyKey: `deal-${made}`,
      reference: `FC-DEAL${String(made).padStart(4, '0')}`,
      paymentIntentId,
      customer: { name: 'Rita Buyer', email: `rita${made}@buyer.example` },
      expiresAt: new Date(Date.now() + 600_000),
      paidAt: new Date(),
    })
    .returning();
  return { carId: car!.id, reservation: row! };
}

const act = (id: string, change: TReservationChange, who = f.people.managerA1) =>
  updateReservationStatus(handle.db, who, id, change, {
    revalidateTag: (tag) => void revalidated.push(tag),
    payments,
  });

async function state(carId: number, id: string) {
  const [car] = await handle.db
    .select({ reserved: cars.reserved, sold: cars.sold })
    .from(cars)
    .where(eq(cars.id, carId));
  const [r] = await handle.db.select().from(reservations).where(eq(reservations.id, id));
  const mails = await handle.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, (r!.customer as { email: string }).email));
  const audit = await handle.db.select().from(auditLog).where(eq(auditLog.reservationId, id));
  return { car: car!, r: r!, mails, audit };
}

describe('after payment, a dealer', () => {
  it('marks a reserved car sold: JUST SOLD, the buyer told the deposit counts, audited; not twice', async () => {
    const { carId, reservation } = await paidCar('demo');
    revalidated = [];
    await act(reservation.id, { action: 'sold' });
    const s = await state(carId, reservation.id);
    expect(s.car).toEqual({ reserved: true, sold: true });
    expect(s.r.status).toBe('sold');
    expect(s.mails).toHaveLength(1);
    expect(s.mails[0]!.subject).toBe(`alpha Motors: your purchase is complete (${reservation.reference})`);
    expect(s.mails[0]!.text).toContain('$500 deposit counts towards the price');
    expect(s.audit).toMatchObject([{ action: 'reservation.sold', after: { status: 'sold' } }]);
    expect(revalidated).toEqual([`car:${carId}`, `site:${f.alpha.site.id}`]);
    await expect(act(reservation.id, { action: 'sold' })).rejects.toMatchObject({
      code: 'reservation_not_paid',
    });
    await expect(act(reservation.id, { action: 'release', reason: 'x' })).rejects.toMatchObject({
      code: 'reservation_not_paid',
    });
  });

  it('releases a car back to sale with a reason, the money kept, and the buyer told so', async () => {
    const { carId, reservation } = await paidCar('stripe', { kind: 'buy' });
    await act(reservation.id, { action: 'release', reason: 'Finance was declined' });
    const s = await state(carId, reservation.id);
    expect(s.car).toEqual({ reserved: false, sold: false });
    expect(s.r).toMatchObject({ status: 'released', closedReason: 'Finance was declined' });
    expect(s.mails[0]!.subject).toContain('your purchase has ended');
    expect(s.mails[0]!.text).toContain('$500 purchase has not been refunded by this');
    expect(s.mails[0]!.text).not.toContain('Finance was declined');
    expect(stripe.refunds.filter((r) => r.payment_intent === reservation.paymentIntentId)).toEqual([]);
    expect(s.audit).toMatchObject([
      { action: 'reservation.released', after: { reason: 'Finance was declined' } },
    ]);
  });

  it('releases and refunds through Stripe’s Refunds API in one action: one refund, its id kept', async () => {
    const { carId, reservation } = await paidCar('stripe');
    revalidated = [];
    await act(reservation.id, { action: 'refund', reason: 'Buyer changed their mind' });
    const s = await state(carId, reservation.id);
    const refund = stripe.refunds.find((r) => r.payment_intent === reservation.paymentIntentId)!;
    expect(refund).toMatchObject({ amount: 50_000, status: 'succeeded' });
    expect(s.r).toMatchObject({
      status: 'refunded',
      refundReference: refund.id,
      closedReason: 'Buyer changed their mind',
    });
    expect(s.car).toEqual({ reserved: false, sold: false });
    expect(s.mails[0]!.text).toContain('released the 2021 Mazda CX-5 Maxx');
    expect(s.mails[0]!.text).toContain(`through Stripe (refund reference ${refund.id})`);
    expect(s.mails[0]!.text).toContain('within 5 to 10 business days');
    expect(revalidated).toEqual([`car:${carId}`, `site:${f.alpha.site.id}`]);
    expect(stripe.calls.findLast((c) => c.path === '/v1/refunds')!.idempotencyKey).toBe(
      `refund-${reservation.id}`,
    );
    await expect(act(reservation.id, { action: 'refund', reason: 'again' })).rejects.toMatchObject({
      code: 'reservation_not_paid',
    });
  });

  it('refunds through the demo processor with a refund id of its own', async () => {
    const { carId, reservation } = await paidCar('demo');
    await act(reservation.id, { action: 'refund', reason: 'Test' });
    const s = await state(carId, reservation.id);
    expect(s.r.refundReference).toBe(`demo_re_${reservation.id.replace(/-/g, '')}`);
    expect(s.mails[0]!.text).toContain('through the demo processor');
  });

  it.each<TProcessor>(['till', 'st_george'])(
    '%s: recorded by hand, refused without the processor’s reference',
    async (processor) => {
      const { carId, reservation } = await paidCar(processor);
      await expect(act(reservation.id, { action: 'refund', reason: 'Sold elsewhere' })).rejects.toMatchObject(
        {
          code: 'bad_input',
        },
      );
      expect((await state(carId, reservation.id)).r.status).toBe('paid');
      await act(reservation.id, { action: 'refund', reason: 'Sold elsewhere', refundReference: 'TX-99812' });
      const s = await state(carId, reservation.id);
      expect(s.r).toMatchObject({ status: 'refunded', refundReference: 'TX-99812' });
      expect(s.car.reserved).toBe(false);
      expect(s.mails[0]!.text).toContain('(refund reference TX-99812)');
    },
  );

  it('keeps the car reserved when Stripe refuses the refund, and says so', async () => {
    const { carId, reservation } = await paidCar('stripe');
    stripe.intents.find((i) => i.id === reservation.paymentIntentId)!.status = 'requires_payment_method';
    await expect(act(reservation.id, { action: 'refund', reason: 'x' })).rejects.toMatchObject({
      code: 'refund_failed',
    });
    const s = await state(carId, reservation.id);
    expect(s.r.status).toBe('paid');
    expect(s.car.reserved).toBe(true);
    expect(s.mails).toEqual([]);
  });

  it('refunds money that arrived after its hold ended without touching the car (another buyer’s)', async () => {
    const { carId, reservation } = await paidCar('demo', { refundDue: true });
    await handle.db.update(cars).set({ reserved: true }).where(eq(cars.id, carId));
    await expect(act(reservation.id, { action: 'release', reason: 'x' })).rejects.toMatchObject({
      code: 'reservation_not_paid',
    });
    await act(reservation.id, { action: 'refund', reason: 'Late payment' });
    const s = await state(carId, reservation.id);
    expect(s.r.status).toBe('refunded');
    expect(s.car.reserved).toBe(true);
    expect(s.mails[0]!.text).toMatch(/^alpha Motors has refunded your \$500 deposit in full\.$/m);
  });

  it('lets only one of two people acting at once change it: one email, one audit entry', async () => {
    const { carId, reservation } = await paidCar('stripe');
    const results = await Promise.allSettled([
      act(reservation.id, { action: 'sold' }),
      act(reservation.id, { action: 'refund', reason: 'Changed mind' }, f.people.groupAlpha),
      act(reservation.id, { action: 'release', reason: 'Other' }, f.people.platform),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const s = await state(carId, reservation.id);
    expect(['sold', 'refunded', 'released']).toContain(s.r.status);
    expect(s.mails).toHaveLength(1);
    expect(s.audit).toHaveLength(1);
    expect(stripe.refunds.filter((r) => r.payment_intent === reservation.paymentIntentId).length).toBe(
      s.r.status === 'refunded' ? 1 : 0,
    );
  });

  it('is refused to a salesperson and outside the person’s sites (404)', async () => {
    const { reservation } = await paidCar('demo');
    await expect(act(reservation.id, { action: 'sold' }, f.people.sam)).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(act(reservation.id, { action: 'sold' }, f.people.groupBeta)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

describe('a reservation and its lead', () => {
  it('link both ways for those who see reservations, not for a salesperson', async () => {
    const { reservation } = await paidCar('demo');
    const [lead] = await handle.db.select({ id: leads.id }).from(leads).limit(1);
    await handle.db.update(reservations).set({ leadId: lead!.id }).where(eq(reservations.id, reservation.id));
    expect(await findLeadReservation(handle.db, f.people.managerA1, lead!.id)).toEqual({
      id: reservation.id,
      reference: reservation.reference,
      kind: 'reserve',
    });
    expect(await findLeadReservation(handle.db, f.people.sam, lead!.id)).toBeNull();
  });
});

describe('the browser that paid for a car (its holds cookie)', () => {
  it('is recognised by its hold’s reference and secret, and by nothing else', async () => {
    const { carId, reservation } = await paidCar('demo', { kind: 'buy' });
    const find = (secret: string, car = carId) =>
      findOwnCarReservation(
        handle.db,
        f.alpha.site.id,
        car,
        [{ reference: reservation.reference!, secret }],
        () => TEST_SERVER_SECRET,
      );
    const own = await find(holdSecretOf(reservation.id, TEST_SERVER_SECRET));
    expect(own).toEqual({ reference: reservation.reference, kind: 'buy', status: 'paid' });
    expect(ownReservationMessage(own!)).toBe(
      `You bought this car: your reference is ${reservation.reference}.`,
    );
    expect(await find(holdSecretOf(reservation.id, 'another-server-secret'))).toBeNull();
    expect(await find(holdSecretOf(reservation.id, TEST_SERVER_SECRET), f.alpha.carId)).toBeNull();
  });
});

describe('the buyer signed in to My Garage on another device', () => {
  it('is told the car is theirs by the account’s email on this site, and only there', async () => {
    const { carId, reservation } = await paidCar('demo');
    const email = `rita${made}@buyer.example`;
    const signedIn = async (websiteId: number) => {
      const [account] = await handle.db
        .insert(buyerAccounts)
        .values({ websiteId, email, createdAt: new Date() })
        .returning({ id: buyerAccounts.id });
      const { token } = await createBuyerSession(handle.db, { id: account!.id, websiteId });
      return new Headers({ cookie: `${BUYER_COOKIE}=${token}` });
    };
    const find = (headers: Headers) =>
      findYourCarReservation(handle.db, f.alpha.site.id, carId, headers, () => TEST_SERVER_SECRET);
    expect(await find(await signedIn(f.alpha.site.id))).toEqual({
      reference: reservation.reference,
      kind: 'reserve',
      status: 'paid',
    });
    // The same email's account at another site, and no account at all, are not this buyer here.
    expect(await find(await signedIn(f.beta.site.id))).toBeNull();
    expect(await find(new Headers())).toBeNull();
  });
});

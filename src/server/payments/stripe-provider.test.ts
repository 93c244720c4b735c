import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeProvider } from './stripe-provider';
import { signStripeStyle } from './stripe-style-event';
import { startStripeStandIn } from '@tests/stand-ins/stripe-stand-in';

let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let provider: ReturnType<typeof createStripeProvider>;

const hold = {
  id: '0b6f1e3c-6a61-4f0e-9b8e-5c1d2e3f4a5b',
  reference: 'FC-ABCD2345',
  amountCents: 50_000,
  currency: 'NZD' as const,
  description: 'Waikato Motors: deposit for 2021 Toyota Corolla (W123)',
  returnUrl: 'http://waikato-motors.localhost:3000/cars/x/checkout/confirmation?reference=FC-ABCD2345',
  notifyUrl: 'http://waikato-motors.localhost:3000/api/payments/webhooks/stripe/waikato-motors',
};

beforeAll(async () => {
  standIn = await startStripeStandIn();
  provider = createStripeProvider({
    publishableKey: 'pk_test_standin',
    secretKey: 'sk_test_standin',
    webhookSecret: 'whsec_standin',
    apiUrl: standIn.url,
  });
});

afterAll(async () => {
  await standIn.close();
});

describe('the Stripe provider against a local stand-in', () => {
  it('creates one PaymentIntent per hold however often it is asked (idempotency key per hold)', async () => {
    const first = await provider.startPayment(hold);
    const again = await provider.startPayment(hold);
    expect(again).toEqual(first);
    expect(first).toEqual({
      paymentIntent: 'pi_standin_1',
      clientSecret: 'pi_standin_1_secret_standin',
      redirectUrl: null,
    });
    expect(standIn.intents).toHaveLength(1);
    expect(standIn.calls.map((c) => c.idempotencyKey)).toEqual([`hold-${hold.id}`, `hold-${hold.id}`]);
  });

  it('sends the amount in cents, the site currency, the hold in metadata and the secret key', () => {
    const call = standIn.calls[0]!;
    expect(call.authorization).toBe('Bearer sk_test_standin');
    expect(call.form.get('amount')).toBe('50000');
    expect(call.form.get('currency')).toBe('nzd');
    expect(call.form.get('metadata[reservation_id]')).toBe(hold.id);
    expect(call.form.get('metadata[reference]')).toBe(hold.reference);
    expect(call.form.get('automatic_payment_methods[enabled]')).toBe('true');
  });

  it('reads a signed event into our words, and refuses one signed with another secret', async () => {
    const body = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_standin_1',
          amount: 50_000,
          amount_received: 50_000,
          currency: 'nzd',
          metadata: { reservation_id: hold.id },
        },
      },
    });
    const now = new Date();
    const headers = (secret: string) =>
      new Headers({ 'stripe-signature': signStripeStyle(body, secret, now) });
    await expect(provider.verifyEvent(body, headers('whsec_standin'), now)).resolves.toMatchObject({
      id: 'evt_1',
      kind: 'succeeded',
      paymentIntent: 'pi_standin_1',
      reservationId: hold.id,
      amountCents: 50_000,
      currency: 'NZD',
    });
    await expect(provider.verifyEvent(body, headers('whsec_other'), now)).rejects.toThrow(
      /No signatures found/,
    );
    await expect(provider.verifyEvent(body, new Headers(), now)).rejects.toThrow(/missing/);
  });

  it('refunds a paid PaymentIntent once however often it is asked, and refuses one not paid', async () => {
    const payment = { reservationId: hold.id, paymentIntent: 'pi_standin_1', amountCents: 50_000 };
    await expect(provider.refundPayment!(payment)).rejects.toThrow(/does not have a successful charge/);
    standIn.intents[0]!.status = 'succeeded';
    const first = await provider.refundPayment!({ ...payment, reservationId: `${hold.id}-2` });
    const again = await provider.refundPayment!({ ...payment, reservationId: `${hold.id}-2` });
    expect(again).toEqual(first);
    expect(standIn.refunds).toEqual([
      {
        id: first.refundId,
        object: 'refund',
        amount: 50_000,
        payment_intent: 'pi_standin_1',
        status: 'succeeded',
      },
    ]);
    const refundCall = standIn.calls.findLast((c) => c.path === '/v1/refunds')!;
    expect(refundCall.idempotencyKey).toBe(`refund-${hold.id}-2`);
    expect(refundCall.form.get('metadata[reservation_id]')).toBe(`${hold.id}-2`);
  });
});

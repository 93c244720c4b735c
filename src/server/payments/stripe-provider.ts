import Stripe from 'stripe';
import { verifyStripeStyleEvent } from './stripe-style-event';
import type { TPaymentProvider } from './types';

export type TStripeKeys = {
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
  /** The API base (a local stand-in in tests); default Stripe's own. */
  apiUrl?: string;
};

function client(keys: TStripeKeys): Stripe {
  const base = keys.apiUrl ? new URL(keys.apiUrl) : null;
  return new Stripe(keys.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(base && {
      host: base.hostname,
      port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/**
 * Stripe PaymentIntents: one per hold, created with the hold's id as the idempotency key (a retried
 * request gets the same intent, never a second charge), the amount in cents and the site's currency; a refund
 * likewise keyed by the reservation, so two people refunding at once give the money back once.
 */
export function createStripeProvider(keys: TStripeKeys): TPaymentProvider {
  const stripe = client(keys);
  return {
    name: 'stripe',
    publishableKey: keys.publishableKey,
    async startPayment(hold) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: hold.amountCents,
          currency: hold.currency.toLowerCase(),
          description: hold.description,
          automatic_payment_methods: { enabled: true },
          metadata: { reservation_id: hold.id, reference: hold.reference },
        },
        { idempotencyKey: `hold-${hold.id}` },
      );
      return { paymentIntent: intent.id, clientSecret: intent.client_secret, redirectUrl: null };
    },
    async cancelPayment(paymentIntent) {
      await stripe.paymentIntents.cancel(paymentIntent, {}, { idempotencyKey: `cancel-${paymentIntent}` });
    },
    async refundPayment(payment) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: payment.paymentIntent,
          amount: payment.amountCents,
          metadata: { reservation_id: payment.reservationId },
        },
        { idempotencyKey: `refund-${payment.reservationId}` },
      );
      return { refundId: refund.id };
    },
    async verifyEvent(rawBody, headers, now) {
      return verifyStripeStyleEvent(rawBody, headers.get('stripe-signature'), keys.webhookSecret, now);
    },
  };
}

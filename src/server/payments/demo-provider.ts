import { createHmac } from 'node:crypto';
import { verifyStripeStyleEvent } from './stripe-style-event';
import type { TPaymentProvider } from './types';

/** The demo processor's webhook signing secret of a site, derived from the server's own secret. */
export function demoWebhookSecret(serverSecret: string, siteSlug: string): string {
  return `whsec_demo_${createHmac('sha256', serverSecret).update(`demo-webhook:${siteSlug}`).digest('base64url')}`;
}

/** The demo processor's payment intent id of a hold. */
export function demoPaymentIntentId(holdId: string): string {
  return `demo_pi_${holdId.replace(/-/g, '')}`;
}

/**
 * The built-in processor: no card is charged. Its payments are confirmed through
 * POST /api/payments/demo/confirm (test cards, docs/checkout.md), which queues a Stripe-style event signed
 * with the site's demo secret; the worker delivers it to the webhook route, which verifies it like Stripe's. A
 * refund moves no money either: it answers a refund id of its own, the same for one reservation every time.
 */
export function createDemoProvider(webhookSecret: string): TPaymentProvider {
  return {
    name: 'demo',
    publishableKey: null,
    async startPayment(hold) {
      return { paymentIntent: demoPaymentIntentId(hold.id), clientSecret: null, redirectUrl: null };
    },
    async refundPayment(payment) {
      return { refundId: `demo_re_${payment.reservationId.replace(/-/g, '')}` };
    },
    async verifyEvent(rawBody, headers, now) {
      return verifyStripeStyleEvent(rawBody, headers.get('stripe-signature'), webhookSecret, now);
    },
  };
}

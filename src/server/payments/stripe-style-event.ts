import Stripe from 'stripe';
import { WebhookRejected, type TProcessorEvent } from './types';

/** Stripe's webhook tolerance: a signed timestamp older (or newer) than this is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const KINDS: Record<string, TProcessorEvent['kind']> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.processing': 'processing',
  'payment_intent.requires_action': 'processing',
  'payment_intent.payment_failed': 'payment_failed',
  'payment_intent.canceled': 'cancel',
};

type TIntentObject = {
  id?: unknown;
  amount?: unknown;
  amount_received?: unknown;
  currency?: unknown;
  metadata?: { reservation_id?: unknown };
};

/**
 * Verifies a Stripe-signed event (`Stripe-Signature: t=…,v1=…`, HMAC-SHA256 over `t.body`, 300 s tolerance)
 * with the SDK and reshapes its payment intent into our words. The demo processor signs the same way.
 */
export function verifyStripeStyleEvent(
  rawBody: string,
  signature: string | null,
  secret: string,
  now: Date,
): TProcessorEvent {
  if (!signature) throw new WebhookRejected('The Stripe-Signature header is missing.');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch (error) {
    // The SDK's message goes on with advice for developers: its first line says what failed.
    const message = error instanceof Error ? error.message.split('\n')[0]!.trim() : '';
    throw new WebhookRejected(message || 'The signature does not match.');
  }
  const object = (event.data?.object ?? {}) as TIntentObject;
  const amount = object.amount_received ?? object.amount;
  return {
    id: event.id,
    type: event.type,
    kind: KINDS[event.type] ?? null,
    paymentIntent: typeof object.id === 'string' ? object.id : null,
    reservationId:
      typeof object.metadata?.reservation_id === 'string' ? object.metadata.reservation_id : null,
    amountCents: typeof amount === 'number' ? amount : null,
    currency: typeof object.currency === 'string' ? object.currency.toUpperCase() : null,
    payload: event as unknown as Record<string, unknown>,
  };
}

/** A Stripe-style signature header for a body, signed now (the demo processor's deliveries, tests). */
export function signStripeStyle(rawBody: string, secret: string, now: Date): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload: rawBody,
    secret,
    timestamp: Math.floor(now.getTime() / 1000),
  });
}

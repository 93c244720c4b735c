import type { TReservationEvent } from '@/domain/checkout/reservation-transition';

/** The processors a hold can be paid through; `demo` is built in and charges no card. */
export type TProcessorName = 'stripe' | 'till' | 'st_george' | 'demo';

/** What a provider needs of a hold to start its payment. Amounts are cents, computed on the server. */
export type THoldToPay = {
  id: string;
  reference: string;
  amountCents: number;
  currency: 'AUD' | 'NZD';
  description: string;
  /** Where the buyer comes back to after a hosted payment page (the confirmation page). */
  returnUrl: string;
  /** Where the processor posts its signed notification (our webhook route for the site). */
  notifyUrl: string;
};

/** A payment started: Stripe's client secret, or a hosted page to send the browser to. */
export type TStartedPayment = {
  paymentIntent: string;
  clientSecret: string | null;
  redirectUrl: string | null;
};

/** A verified processor event, reshaped into our words. `kind` null: a type we do not act on. */
export type TProcessorEvent = {
  id: string;
  type: string;
  kind: Exclude<TReservationEvent, 'expire'> | null;
  paymentIntent: string | null;
  reservationId: string | null;
  amountCents: number | null;
  currency: string | null;
  payload: Record<string, unknown>;
};

/** A paid payment to give back in full. */
export type TPaymentToRefund = { reservationId: string; paymentIntent: string; amountCents: number };

/** One payment processor behind one interface (like the search and lead-destination providers). */
export type TPaymentProvider = {
  name: TProcessorName;
  /** The key the browser may see (Stripe's publishable key); null for the others. */
  publishableKey: string | null;
  startPayment(hold: THoldToPay): Promise<TStartedPayment>;
  /**
   * Withdraws a payment whose hold has ended, so the buyer can no longer be charged for it (Stripe); absent
   * where the processor's page cannot be withdrawn by us (a late payment is then flagged for refund).
   */
  cancelPayment?(paymentIntent: string): Promise<void>;
  /**
   * Gives a paid payment's money back in full through the processor's API, once however often it is asked (the
   * reservation's id is the idempotency key); absent where the dealer refunds in the processor's own portal.
   */
  refundPayment?(payment: TPaymentToRefund): Promise<{ refundId: string }>;
  /** Verifies a webhook's signature on its raw body (WebhookRejected when it fails). */
  verifyEvent(rawBody: string, headers: Headers, now: Date): Promise<TProcessorEvent>;
};

/** A webhook whose signature, timestamp or body does not check out: answered 400, never applied. */
export class WebhookRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRejected';
  }
}

/** The answers of the checkout calls (docs/checkout.md), as the buyer's pages read them. */

export type TCheckoutKind = 'reserve' | 'buy';

export type TProcessor = 'stripe' | 'till' | 'st_george' | 'demo';

export type THoldStatus =
  | 'pending'
  | 'held'
  | 'paid'
  | 'failed'
  | 'cancelled'
  | 'expired'
  | 'sold'
  | 'released'
  | 'refunding'
  | 'refunded';

/** Call 1's answer: the hold placed for this attempt and how to pay for it. */
export type THold = {
  reference: string;
  holdSecret: string;
  expiresAt: string;
  status: THoldStatus;
  kind: TCheckoutKind;
  amountCents: number;
  currency: 'AUD' | 'NZD';
  processor: TProcessor;
  publishableKey: string | null;
  clientSecret: string | null;
  paymentIntent: string | null;
  redirectUrl: string | null;
};

/** Call 4's answer: where a reservation stands. */
export type THoldState = {
  reference: string;
  status: THoldStatus;
  kind: TCheckoutKind;
  amountCents: number;
  currency: 'AUD' | 'NZD';
  expiresAt: string;
  processor: TProcessor;
  refundDue: boolean;
  /** The car held, or null for a deposit on a catalogue model (then `model`, ADR 0020). */
  car: { id: number; slug: string; name: string; stocknum: string } | null;
  model: { id: number; slug: string; name: string; make: string } | null;
  buyer: { name: string; email: string } | null;
};

/** A call's result: its answer, or the words to show and the field they are about. */
export type TCallResult<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; message: string; field: string | null };

import type { TDealAction, TRefundMethod } from '@/domain/checkout/deal-after-payment';
import type { reservations } from '@/server/db/schema';
import { paidFor } from './reservation-lead';

type TReservation = Pick<
  typeof reservations.$inferSelect,
  'kind' | 'amountCents' | 'currency' | 'reference' | 'processor'
>;

export type TDealOutcome =
  | { action: 'release' | 'sold' }
  | { action: 'refund'; method: TRefundMethod; refundReference: string; releasesCar: boolean };

type TContext = {
  siteName: string;
  /** "the 2022 Toyota HiLux SR5 (stock number A1)", or "your Navara deposit" for a model deposit. */
  item: string;
  phone: string | null;
  buyer: { name?: string; email: string };
};

const PROCESSOR_NAMES: Record<string, string> = {
  stripe: 'Stripe',
  demo: 'the demo processor',
  till: 'Till Payments',
  st_george: 'St George',
  offline: 'the dealership',
};

/** What happened and what to expect about the money, in the buyer's words; no card details (we hold none). */
function outcomeLines(r: TReservation, outcome: TDealOutcome, c: TContext): [string, string[]] {
  const paid = paidFor(r);
  const purchase = r.kind === 'buy';
  switch (outcome.action) {
    case 'sold':
      return [
        'your purchase is complete',
        [
          `The sale of ${c.item} to you is complete. Congratulations on your new car.`,
          purchase
            ? `Your ${paid} paid for it: nothing more is taken from your card by us.`
            : `Your ${paid} counts towards the price you agreed with ${c.siteName}: nothing more is taken from your card by us.`,
        ],
      ];
    case 'release':
      return [
        purchase ? 'your purchase has ended' : 'your reservation has ended',
        [
          `${c.siteName} has released ${c.item} from your ${purchase ? 'purchase' : 'reservation'}: it is no longer held for you and is offered for sale again.`,
          `Your ${paid} has not been refunded by this. If you are owed a refund, ${c.siteName} will arrange it with you: call us if you have not heard from us within two business days.`,
        ],
      ];
    case 'refund': {
      const via = PROCESSOR_NAMES[r.processor] ?? r.processor;
      return [
        purchase ? 'your payment is refunded' : 'your deposit is refunded',
        [
          outcome.releasesCar
            ? `${c.siteName} has released ${c.item} from your ${purchase ? 'purchase' : 'reservation'} and refunded your ${paid} in full.`
            : `${c.siteName} has refunded your ${paid} in full.`,
          `The refund was made through ${via} (refund reference ${outcome.refundReference}) to the card you paid with.`,
          'Refunds reach your card within 5 to 10 business days, depending on your bank. You do not need to do anything.',
        ],
      ];
    }
  }
}

/**
 * The email the buyer gets when the dealer releases the car, completes the sale or refunds the payment: what
 * happened, what happens to the money, the reference to quote.
 */
export function dealOutcomeMail(reservation: TReservation, outcome: TDealOutcome, context: TContext) {
  const [what, lines] = outcomeLines(reservation, outcome, context);
  const text = [
    `Hello ${context.buyer.name ?? ''}`.trim() + ',',
    '',
    ...lines,
    '',
    context.phone
      ? `Questions? Call us on ${context.phone} and quote ${reservation.reference}.`
      : `Questions? Reply to this email and quote ${reservation.reference}.`,
    '',
    context.siteName,
  ].join('\n');
  return {
    to: context.buyer.email,
    subject: `${context.siteName}: ${what} (${reservation.reference})`,
    text,
  };
}

/** The outcome's audit and page words for the dealer: "sold", "released", "refunded". */
export function dealActionDone(action: TDealAction): 'sold' | 'released' | 'refunded' {
  return action === 'sold' ? 'sold' : action === 'release' ? 'released' : 'refunded';
}

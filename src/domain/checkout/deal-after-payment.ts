import type { TReservationStatus } from './reservation-transition';

/** What a dealer does with a paid reservation: put the car back on sale, close the sale, or give the money back. */
export type TDealAction = 'release' | 'sold' | 'refund';

/** How a processor's money goes back: through its API (Stripe, the demo), or by the dealer in its own portal. */
export type TRefundMethod = 'processor' | 'by_hand';

type TDeal = { status: TReservationStatus; refundDue: boolean; hasCar: boolean };

/** The statuses each action starts from; `refunding` is a refund the processor was asked for but not yet recorded. */
const FROM: Record<TDealAction, readonly TReservationStatus[]> = {
  release: ['paid'],
  sold: ['paid'],
  refund: ['paid', 'released', 'refunding'],
};

/**
 * Whether a dealer may take this action on this reservation now. Releasing and selling need a car the payment
 * holds: money that arrived after its hold ended (refundDue) holds none, so it can only be refunded; a model
 * deposit holds no car either.
 */
export function isDealActionAllowed(action: TDealAction, deal: TDeal): boolean {
  if (!FROM[action].includes(deal.status)) return false;
  if (action === 'refund') return true;
  return deal.hasCar && !deal.refundDue;
}

/** The actions a dealer may take on this reservation now, in the order the page offers them. */
export function dealActions(deal: TDeal): TDealAction[] {
  return (['sold', 'release', 'refund'] as const).filter((action) => isDealActionAllowed(action, deal));
}

/** Stripe and the demo processor refund through their API; Till, St George and offline payments by hand. */
export function refundMethod(processor: string): TRefundMethod {
  return processor === 'stripe' || processor === 'demo' ? 'processor' : 'by_hand';
}

/**
 * Whether a refund puts the car back on sale: only when this payment is what holds it (not money that arrived
 * after its hold ended, and not a car already released).
 */
export function refundReleasesCar(deal: TDeal): boolean {
  return deal.hasCar && !deal.refundDue && (deal.status === 'paid' || deal.status === 'refunding');
}

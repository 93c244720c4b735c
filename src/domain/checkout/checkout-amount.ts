import type { TCheckoutKind } from './checkout-kinds';

/**
 * What is charged now, in cents: the site's deposit to reserve (never more than the car costs), or the
 * drive-away price (whole dollars) to buy. Computed on the server only; the browser is never asked.
 */
export function checkoutAmountCents(kind: TCheckoutKind, priceDollars: number, depositCents: number): number {
  const priceCents = Math.round(priceDollars * 100);
  return kind === 'buy' ? priceCents : Math.min(depositCents, priceCents);
}

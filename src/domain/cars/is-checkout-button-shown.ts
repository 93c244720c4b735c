import { CHECKOUT_MIN_PRICE } from '../constants/limits';
import { hasPaymentProcessor } from './has-payment-processor';
import type { TCarForRules, TCarSiteFlags } from './types';

type TCheckoutCar = Pick<
  TCarForRules,
  | 'status'
  | 'sold'
  | 'reserved'
  | 'reservable'
  | 'price'
  | 'hasCheckoutPaymentProcessor'
  | 'paymentProcessors'
>;

/**
 * The checkout (reserve or buy online) button shows only when all seven hold: checkout enabled,
 * status in_stock, a payment processor available, not sold, not reserved, price > 200, reservable not false.
 */
export function isCheckoutButtonShown(
  car: TCheckoutCar,
  flags: Pick<TCarSiteFlags, 'checkoutEnabled'>,
): boolean {
  return (
    flags.checkoutEnabled &&
    car.status === 'in_stock' &&
    hasPaymentProcessor(car) &&
    !car.sold &&
    !car.reserved &&
    car.price !== null &&
    car.price > CHECKOUT_MIN_PRICE &&
    car.reservable !== false
  );
}

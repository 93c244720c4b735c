import { CHECKOUT_MIN_PRICE } from '../constants/limits';
import type { TCarForRules } from './types';

/** The finance estimate shows only when in_stock, not sold, not reserved and price above 200. */
export function isFinanceEstimateShown(
  car: Pick<TCarForRules, 'status' | 'sold' | 'reserved' | 'price'>,
): boolean {
  return (
    car.status === 'in_stock' &&
    !car.sold &&
    !car.reserved &&
    car.price !== null &&
    car.price > CHECKOUT_MIN_PRICE
  );
}

import { CHECKOUT_MIN_PRICE } from '../constants/limits';
import type { TCarForRules } from './types';

/**
 * Trade-In Valuation shows on a car's page only when the car can be bought now, so a trade-in can go
 * towards it: in stock (not coming soon), not sold, not reserved, priced above 200 (the checkout and
 * finance threshold), and not Test Drive Only (which offers only a test drive). See ADR 0003.
 */
export function isTradeInValuationShown(
  car: Pick<TCarForRules, 'status' | 'sold' | 'reserved' | 'price' | 'tag'>,
): boolean {
  return (
    car.status === 'in_stock' &&
    !car.sold &&
    !car.reserved &&
    car.price !== null &&
    car.price > CHECKOUT_MIN_PRICE &&
    car.tag?.trim().toLowerCase() !== 'test drive only'
  );
}

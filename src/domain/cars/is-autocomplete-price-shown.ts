import { AUTOCOMPLETE_MIN_PRICE } from '../constants/limits';

/** Search autocomplete shows a price only when it is above 250. */
export function isAutocompletePriceShown(price: number | null | undefined): boolean {
  return typeof price === 'number' && price > AUTOCOMPLETE_MIN_PRICE;
}

import { formatPrice } from '../price/format-price';
import { field, type TFieldRule } from './form-field';
import { outOfBounds, type TBounds } from './out-of-bounds';
import { parseWholeDollars } from './parse-whole-dollars';

/** What an amount typed in the wrong form is told. */
const MONEY_FORMAT_MESSAGE = 'Enter an amount in whole dollars, e.g. 25,000.';

/**
 * An amount in whole dollars within bounds (commas and a $ allowed): the finance application's loan, deposit and
 * income (spec section 5). Its own module, so the finance form does not carry the trade-in's vehicle fields.
 */
export function moneyField(bounds: TBounds = {}): TFieldRule {
  return field((text) => {
    const amount = parseWholeDollars(text);
    return amount === null ? MONEY_FORMAT_MESSAGE : outOfBounds(amount, bounds, formatPrice);
  }, bounds);
}

import { formatWholeNumber } from '../numbers/format-whole-number';

export type TCurrency = 'AUD' | 'NZD';

/** The symbol each currency shows, as en-AU's narrow symbol does: each site has one currency, so a plain `$`. */
const CURRENCY_SYMBOL: Record<TCurrency, string> = { AUD: '$', NZD: '$' };

/**
 * A price in whole dollars with en-AU grouping: `$35,990`; cents round half away from zero. No `Intl` here: see
 * formatWholeNumber.
 */
export function formatPrice(amount: number, currency: TCurrency = 'AUD'): string {
  const digits = formatWholeNumber(amount);
  const symbol = CURRENCY_SYMBOL[currency];
  return digits.startsWith('-') ? `-${symbol}${digits.slice(1)}` : `${symbol}${digits}`;
}

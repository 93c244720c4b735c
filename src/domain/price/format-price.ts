export type TCurrency = 'AUD' | 'NZD';

const formatters: Record<TCurrency, Intl.NumberFormat> = {
  AUD: wholeDollars('AUD'),
  NZD: wholeDollars('NZD'),
};

function wholeDollars(currency: TCurrency): Intl.NumberFormat {
  return new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
}

/**
 * A price in whole dollars with en-AU grouping: `$35,990`. Both currencies show a plain `$` (each site
 * has one currency); cents round half away from zero.
 */
export function formatPrice(amount: number, currency: TCurrency = 'AUD'): string {
  return formatters[currency].format(amount);
}

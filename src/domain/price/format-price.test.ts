import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it.each([
    [35_990, 'AUD', '$35,990'],
    [35_990, 'NZD', '$35,990'],
    [1_234_567, 'AUD', '$1,234,567'],
    [999, 'AUD', '$999'],
    [0, 'AUD', '$0'],
    [35_990.49, 'AUD', '$35,990'],
    [35_990.5, 'AUD', '$35,991'],
  ] as const)('%d %s -> %s', (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected);
  });

  it('writes what en-AU Intl writes with the narrow symbol, for both currencies', () => {
    for (const currency of ['AUD', 'NZD'] as const) {
      const intl = new Intl.NumberFormat('en-AU', {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 0,
      });
      for (const amount of [0, 1, 200, 250, 999.5, 35_990, 249_999.49, 1_234_567, -4_500])
        expect(formatPrice(amount, currency)).toBe(intl.format(amount));
    }
  });

  it('defaults to AUD', () => {
    expect(formatPrice(12_500)).toBe('$12,500');
  });
});

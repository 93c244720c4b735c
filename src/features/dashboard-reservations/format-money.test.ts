import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it.each<[number, 'AUD' | 'NZD', string]>([
    [50_000, 'AUD', '$500.00'],
    [123_456, 'NZD', 'NZD\u00a01,234.56'],
  ])('%d %s -> %s', (cents, currency, text) => {
    expect(formatMoney(cents, currency)).toBe(text);
  });
});

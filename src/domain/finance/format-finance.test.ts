import { describe, expect, it } from 'vitest';
import { formatRatePercent, formatWeeklyRepayment } from './format-finance';

describe('formatWeeklyRepayment', () => {
  it.each([
    [90.69, 'AUD', '$91/wk'],
    [90.01, 'AUD', '$91/wk'],
    [90, 'AUD', '$90/wk'],
    [1_199.5, 'NZD', '$1,200/wk'],
  ] as const)('%d %s -> %s', (amount, currency, expected) => {
    expect(formatWeeklyRepayment(amount, currency)).toBe(expected);
  });

  it('defaults to AUD', () => {
    expect(formatWeeklyRepayment(44.61)).toBe('$45/wk');
  });
});

describe('formatRatePercent', () => {
  it.each([
    [6.49, '6.49% p.a.'],
    [7, '7.00% p.a.'],
    [0, '0.00% p.a.'],
  ])('%d -> %s', (rate, expected) => {
    expect(formatRatePercent(rate)).toBe(expected);
  });
});

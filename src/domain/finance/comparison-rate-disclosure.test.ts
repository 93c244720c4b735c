import { describe, expect, it } from 'vitest';
import {
  COMPARISON_RATE_WARNING,
  comparisonRateDisclosure,
  comparisonRateExample,
  FINANCE_GUIDE_DISCLAIMER,
} from './comparison-rate-disclosure';

describe('comparisonRateExample', () => {
  it.each([
    [30_000, 60, undefined, 'Comparison rate based on a loan of $30,000 over 60 months.'],
    [41_391, 48, 'NZD', 'Comparison rate based on a loan of $41,391 over 48 months.'],
  ] as const)('%d over %d months', (amount, termMonths, currency, expected) => {
    expect(comparisonRateExample({ amount, termMonths, currency })).toBe(expected);
  });
});

describe('comparisonRateDisclosure', () => {
  it.each([
    [7.25, '7.25% p.a.'],
    ['6.9', '6.90% p.a.'],
    [0, '0.00% p.a.'],
  ])('comparison rate %j', (comparisonRatePercent, rate) => {
    expect(comparisonRateDisclosure({ comparisonRatePercent, amount: 30_000, termMonths: 60 })).toEqual({
      label: 'Comparison rate',
      rate,
      example: 'Comparison rate based on a loan of $30,000 over 60 months.',
      warning: COMPARISON_RATE_WARNING,
      disclaimer: FINANCE_GUIDE_DISCLAIMER,
    });
  });

  it.each([null, '', 'n/a', -1, Number.POSITIVE_INFINITY])(
    'null for comparison rate %j',
    (comparisonRatePercent) => {
      expect(comparisonRateDisclosure({ comparisonRatePercent, amount: 30_000, termMonths: 60 })).toBeNull();
    },
  );
});

import { describe, expect, it } from 'vitest';
import { FINANCE_LAYOUTS } from './finance-layouts';
import { financeRatesIssues, withFinanceRates, type TFinanceRates } from './finance-rates';

const none: TFinanceRates = {
  interestRate: null,
  comparisonRate: null,
  exampleAmount: null,
  exampleTermMonths: null,
  termMonths: null,
  depositPercent: null,
  balloonPercent: null,
};
const full: TFinanceRates = {
  interestRate: 7.49,
  comparisonRate: 8.25,
  exampleAmount: 30_000,
  exampleTermMonths: 60,
  termMonths: 48,
  depositPercent: 20,
  balloonPercent: 25,
};

describe('financeRatesIssues (NCC s164, RG 178)', () => {
  it('passes no rates at all, and a full set', () => {
    expect(financeRatesIssues(none)).toEqual([]);
    expect(financeRatesIssues(full)).toEqual([]);
    expect(financeRatesIssues({ ...none, termMonths: 60, depositPercent: 10 })).toEqual([]);
  });

  it.each<[string, Partial<TFinanceRates>, [keyof TFinanceRates, RegExp][]]>([
    [
      'an interest rate without a comparison rate',
      { comparisonRate: null },
      [['comparisonRate', /National Credit Code s164/]],
    ],
    [
      'a comparison rate without an interest rate',
      { interestRate: null },
      [['interestRate', /^is required with a comparison rate$/]],
    ],
    [
      'a comparison rate below the interest rate',
      { comparisonRate: 6.99 },
      [['comparisonRate', /at least the interest rate/]],
    ],
    [
      'a comparison rate without its example',
      { exampleAmount: null, exampleTermMonths: null },
      [
        ['exampleAmount', /loan amount it was worked out for/],
        ['exampleTermMonths', /term it was worked out for/],
      ],
    ],
    [
      'nothing left to finance',
      { depositPercent: 50, balloonPercent: 50 },
      [['balloonPercent', /under 100%/]],
    ],
  ])('refuses %s, at the field', (_case, change, expected) => {
    const issues = financeRatesIssues({ ...full, ...change });
    expect(issues.map((i) => i.path)).toEqual(expected.map(([path]) => path));
    issues.forEach((issue, i) => expect(issue.message).toMatch(expected[i]![1]));
  });

  it('counts a missing deposit or final payment as none', () => {
    expect(financeRatesIssues({ ...none, balloonPercent: 100 })).toHaveLength(1);
    expect(financeRatesIssues({ ...none, depositPercent: 100 })).toHaveLength(1);
  });
});

describe('withFinanceRates', () => {
  const { angle, standard } = FINANCE_LAYOUTS;

  it('keeps the layout as it is without rates, and gives nothing without a layout', () => {
    expect(withFinanceRates(angle, null)).toBe(angle);
    expect(withFinanceRates(null, full)).toBeNull();
  });

  it('puts the site’s deposit, final payment, term and rates in place of the layout’s defaults', () => {
    expect(withFinanceRates(standard, full)).toEqual({
      ...standard,
      depositRate: 0.2,
      balloonRate: 0.25,
      termMonths: 48,
      fallbackRate: {
        interestRate: 7.49,
        comparisonRate: 8.25,
        exampleAmount: 30_000,
        exampleTermMonths: 60,
      },
    });
  });

  it('leaves what the site did not set to the layout, and offers no rate without its whole disclosure', () => {
    expect(withFinanceRates(angle, { ...none, interestRate: 7.49 })).toEqual({
      ...angle,
      termMonths: undefined,
      fallbackRate: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ZFinanceRates, ZFinanceSettings } from './finance-settings.schema';

const noRates = {
  interestRate: null,
  comparisonRate: null,
  exampleAmount: null,
  exampleTermMonths: null,
  termMonths: null,
  depositPercent: null,
  balloonPercent: null,
};

describe('ZFinanceSettings', () => {
  it('accepts a listed provider or none, and names an unknown one', () => {
    const angle = { financeProvider: 'angle', financeRates: noRates };
    expect(ZFinanceSettings.parse(angle)).toEqual(angle);
    expect(ZFinanceSettings.parse({ ...angle, financeProvider: null }).financeProvider).toBeNull();
    expect(ZFinanceSettings.safeParse({ ...angle, financeProvider: 'acme' }).error!.issues[0]!.message).toBe(
      'is one of the listed providers',
    );
  });
});

describe('ZFinanceRates', () => {
  const issues = (change: Record<string, unknown>) =>
    ZFinanceRates.safeParse({ ...noRates, ...change }).error?.issues.map((i) => [
      i.path.join('.'),
      i.message,
    ]);

  it('takes rates with their comparison rate and its example', () => {
    const rates = {
      ...noRates,
      interestRate: 6.99,
      comparisonRate: 7.45,
      exampleAmount: 30_000,
      exampleTermMonths: 60,
    };
    expect(ZFinanceRates.parse(rates)).toEqual(rates);
  });

  it.each([
    [{ interestRate: '6.9x' }, [['interestRate', 'is a percentage, e.g. 6.99']]],
    [{ interestRate: -1 }, [['interestRate', 'is a percentage, e.g. 6.99']]],
    [{ depositPercent: 95 }, [['depositPercent', 'is at most 90 percent']]],
    [{ exampleAmount: 1_500_000 }, [['exampleAmount', 'is at most 1,000,000 dollars']]],
    [{ termMonths: 0 }, [['termMonths', 'is at least 1 months']]],
    [{ termMonths: 1.5 }, [['termMonths', 'is a whole number of months']]],
  ])('names the field of %j first', (change, expected) => {
    expect(issues(change)?.slice(0, 1)).toEqual(expected);
  });

  it('applies the comparison rate rules at their fields', () => {
    expect(issues({ interestRate: 6.99 })).toEqual([
      [
        'comparisonRate',
        'is required with an interest rate: a comparison rate must be shown wherever an interest rate is (National Credit Code s164)',
      ],
    ]);
  });
});

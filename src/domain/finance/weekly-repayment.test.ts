import { describe, expect, it } from 'vitest';
import { type TRepaymentInput, weeklyRepayment } from './weekly-repayment';

describe('weeklyRepayment', () => {
  it.each<[string, TRepaymentInput, number]>([
    // $10,000 at 6% over 5 years is the textbook $193.33 a month; × 12 / 52 = $44.61 a week.
    ['textbook loan', { price: 10_000, annualRatePercent: 6, termMonths: 60 }, 44.61],
    [
      '10% deposit, 30% final payment',
      { price: 30_000, annualRatePercent: 6, termMonths: 60, depositRate: 0.1, balloonRate: 0.3 },
      90.69,
    ],
    ['0% rate', { price: 12_000, annualRatePercent: 0, termMonths: 48 }, 57.69],
    [
      '0% rate with deposit and balloon',
      { price: 30_000, annualRatePercent: 0, termMonths: 60, depositRate: 0.1, balloonRate: 0.3 },
      69.23,
    ],
    [
      'a dealer example',
      { price: 45_990, annualRatePercent: 9.99, termMonths: 48, depositRate: 0.1, balloonRate: 0.3 },
      187.98,
    ],
    ['7 years', { price: 25_000, annualRatePercent: 7.5, termMonths: 84 }, 88.49],
    ['one month at 0%', { price: 5_200, annualRatePercent: 0, termMonths: 1 }, 1_200],
  ])('%s', (_case, input, weekly) => {
    expect(weeklyRepayment(input)).toBe(weekly);
  });

  it('a balloon lowers the repayment; a deposit lowers it too', () => {
    const base = { price: 30_000, annualRatePercent: 8, termMonths: 60 };
    const plain = weeklyRepayment(base) ?? 0;
    expect(weeklyRepayment({ ...base, balloonRate: 0.3 })).toBeLessThan(plain);
    expect(weeklyRepayment({ ...base, depositRate: 0.1 })).toBeLessThan(plain);
  });

  it.each<[string, Partial<TRepaymentInput>]>([
    ['price 0', { price: 0 }],
    ['negative price', { price: -1 }],
    ['price NaN', { price: Number.NaN }],
    ['price infinite', { price: Number.POSITIVE_INFINITY }],
    ['term 0', { termMonths: 0 }],
    ['fractional term', { termMonths: 12.5 }],
    ['negative rate', { annualRatePercent: -1 }],
    ['rate NaN', { annualRatePercent: Number.NaN }],
    ['rate infinite', { annualRatePercent: Number.POSITIVE_INFINITY }],
    ['negative deposit', { depositRate: -0.1 }],
    ['negative balloon', { balloonRate: -0.1 }],
    ['deposit and balloon take the whole price', { depositRate: 0.5, balloonRate: 0.5 }],
    ['deposit of the whole price', { depositRate: 1 }],
  ])('null for %s', (_case, overrides) => {
    expect(weeklyRepayment({ price: 20_000, annualRatePercent: 7, termMonths: 60, ...overrides })).toBeNull();
  });
});

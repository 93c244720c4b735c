import { describe, expect, it } from 'vitest';
import { carRepaymentEstimate, type TCarFinance } from './car-repayment-estimate';
import { FINANCE_LAYOUTS } from './finance-layouts';
import { weeklyRepayment } from './weekly-repayment';

const car: TCarFinance = {
  price: 40_000,
  weeklyRepayment: 123,
  interestRate: '7.49',
  comparisonRate: '8.25',
  termMonths: 60,
};
const { standard, angle } = FINANCE_LAYOUTS;

describe('carRepaymentEstimate', () => {
  it.each([
    ['standard layout: no deposit, no final payment', standard, 0, 0],
    ['Angle layout: 10% deposit, 30% final payment', angle, 0.1, 0.3],
  ])('%s: worked out from the rate, never the stored figure', (_case, layout, depositRate, balloonRate) => {
    const estimate = carRepaymentEstimate(car, layout, 'AUD')!;
    const expected = weeklyRepayment({
      price: 40_000,
      annualRatePercent: 7.49,
      termMonths: 60,
      depositRate,
      balloonRate,
    });
    expect(estimate.weekly).toBe(expected);
    expect(estimate.weekly).not.toBe(123);
    expect(estimate.financed).toBe(40_000 * (1 - depositRate));
    expect(estimate.disclosure.example).toBe(
      `Comparison rate based on a loan of $${(40_000 * (1 - depositRate)).toLocaleString('en-AU')} over 60 months.`,
    );
  });

  it('says which inputs the figure rests on', () => {
    expect(carRepaymentEstimate(car, angle, 'AUD')!.basis).toBe(
      'Weekly repayment on the drive-away price of $40,000 with a 10% deposit ($4,000) and a 30% final payment ($12,000), over 60 months at 7.49% p.a.',
    );
    expect(carRepaymentEstimate(car, standard, 'AUD')!.basis).toBe(
      'Weekly repayment on the drive-away price of $40,000 with no deposit and no final payment, over 60 months at 7.49% p.a.',
    );
  });

  it('gives one answer for one set of inputs (card and page call it alike)', () => {
    expect(carRepaymentEstimate(car, angle, 'AUD')).toEqual(carRepaymentEstimate({ ...car }, angle, 'AUD'));
  });

  it("applies a buyer's calculator choices", () => {
    const chosen = carRepaymentEstimate(car, angle, 'AUD', {
      depositRate: 0.2,
      balloonRate: 0,
      termMonths: 36,
    })!;
    expect(chosen.weekly).toBe(
      weeklyRepayment({
        price: 40_000,
        annualRatePercent: 7.49,
        termMonths: 36,
        depositRate: 0.2,
        balloonRate: 0,
      }),
    );
    expect(chosen.termMonths).toBe(36);
    expect(chosen.disclosure.example).toBe('Comparison rate based on a loan of $32,000 over 36 months.');
  });

  it("shows the dealer's stored figure, unchanged by choices, when the car has no rate", () => {
    const stored = carRepaymentEstimate({ ...car, interestRate: null }, angle, 'AUD', { termMonths: 36 })!;
    expect(stored.weekly).toBe(123);
    expect(stored.termMonths).toBe(60);
    expect(stored.basis).toBe(
      "The dealer's quoted weekly repayment on the drive-away price of $40,000 over 60 months.",
    );
  });

  it.each<[string, Partial<TCarFinance>]>([
    ['no comparison rate', { comparisonRate: null }],
    ['no rate and no stored figure', { interestRate: null, weeklyRepayment: null }],
    ['an unreadable rate and no stored figure', { interestRate: 'abc', weeklyRepayment: null }],
    ['a price that makes no loan', { price: 0 }],
  ])('nothing with %s', (_case, over) => {
    expect(carRepaymentEstimate({ ...car, ...over }, standard, 'AUD')).toBeNull();
  });

  it('uses 60 months when the car has no term', () => {
    expect(carRepaymentEstimate({ ...car, termMonths: null }, standard, 'AUD')!.termMonths).toBe(60);
  });

  describe('a car without rates of its own, on a site with its own rates', () => {
    const site = {
      ...standard,
      termMonths: 48,
      fallbackRate: {
        interestRate: 6.99,
        comparisonRate: 7.45,
        exampleAmount: 30_000,
        exampleTermMonths: 60,
      },
    };
    const bare = { ...car, interestRate: null, comparisonRate: null, termMonths: null };

    it('is worked out from the site’s rate, stating the site’s own comparison rate example', () => {
      const estimate = carRepaymentEstimate(bare, site, 'AUD')!;
      expect(estimate.weekly).toBe(
        weeklyRepayment({
          price: 40_000,
          annualRatePercent: 6.99,
          termMonths: 48,
          depositRate: 0,
          balloonRate: 0,
        }),
      );
      expect(estimate.ratePercent).toBe(6.99);
      expect(estimate.disclosure.rate).toBe('7.45% p.a.');
      expect(estimate.disclosure.example).toBe('Comparison rate based on a loan of $30,000 over 60 months.');
      expect(estimate.basis).toMatch(/over 48 months at the dealer’s standard rate of 6\.99% p\.a\.$/);
    });

    it('never replaces a car’s own rate, and a car’s own term comes first', () => {
      expect(carRepaymentEstimate(car, site, 'AUD')).toEqual(carRepaymentEstimate(car, standard, 'AUD'));
      expect(carRepaymentEstimate({ ...bare, termMonths: 36 }, site, 'AUD')!.termMonths).toBe(36);
    });
  });
});

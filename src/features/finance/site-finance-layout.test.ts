import { describe, expect, it } from 'vitest';
import { FINANCE_LAYOUTS } from '@/domain/finance/finance-layouts';
import { siteFinanceLayout } from './site-finance-layout';

const rates = {
  interestRate: 6.99,
  comparisonRate: 7.45,
  exampleAmount: 30_000,
  exampleTermMonths: 60,
  termMonths: null,
  depositPercent: null,
  balloonPercent: null,
};

describe('siteFinanceLayout', () => {
  it('adds the site’s own rates to its provider’s layout', () => {
    expect(siteFinanceLayout({ financeProvider: 'taurus', financeRates: rates })?.fallbackRate).toEqual({
      interestRate: 6.99,
      comparisonRate: 7.45,
      exampleAmount: 30_000,
      exampleTermMonths: 60,
    });
  });

  it('reads a row its schema refuses (a rate without its comparison rate) as no rates at all', () => {
    const bad = { ...rates, comparisonRate: null };
    expect(siteFinanceLayout({ financeProvider: 'angle', financeRates: bad })).toEqual(FINANCE_LAYOUTS.angle);
    expect(siteFinanceLayout({ financeProvider: 'angle', financeRates: null })).toEqual(
      FINANCE_LAYOUTS.angle,
    );
  });

  it('has no layout without a provider', () => {
    expect(siteFinanceLayout({ financeProvider: null, financeRates: rates })).toBeNull();
  });
});

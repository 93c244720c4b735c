import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { carRepaymentEstimate } from '@/domain/finance/car-repayment-estimate';
import { formatWeeklyRepayment } from '@/domain/finance/format-finance';
import { siteFinanceLayout } from '@/features/finance/site-finance-layout';
import { CarRepaymentPreview } from './car-repayment-preview';

const site = {
  financeProvider: 'taurus' as const,
  financeRates: {
    interestRate: 6.99,
    comparisonRate: 7.45,
    exampleAmount: 30_000,
    exampleTermMonths: 60,
    termMonths: null,
    depositPercent: null,
    balloonPercent: null,
  },
  currency: 'AUD' as const,
};
// A stored $176 a week that the page replaces with the figure it works out from the car's own rate.
const car = {
  price: 45_990,
  weeklyRepayment: 176,
  interestRate: '8.99',
  comparisonRate: '9.45',
  termMonths: 60,
};
const text = (props: Parameters<typeof CarRepaymentPreview>[0]) =>
  renderToStaticMarkup(createElement(CarRepaymentPreview, props)).replace(/<[^>]+>/g, '');

describe('CarRepaymentPreview', () => {
  it('shows the weekly figure the car page works out, not the stored one', () => {
    const weekly = carRepaymentEstimate({ ...car }, siteFinanceLayout(site)!, 'AUD')!.weekly;
    expect(formatWeeklyRepayment(weekly)).not.toBe('$176/wk');

    expect(text({ car, site })).toContain(`The car’s page shows ${formatWeeklyRepayment(weekly)}.`);
  });

  it('says why the page shows none', () => {
    expect(text({ car, site: { ...site, financeProvider: null } })).toContain(
      'the site has no finance provider',
    );
    expect(text({ car: { ...car, price: null }, site })).toContain('the car has no price');
  });
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { carRepaymentEstimate } from '@/domain/finance/car-repayment-estimate';
import { COMPARISON_RATE_WARNING } from '@/domain/finance/comparison-rate-disclosure';
import { FINANCE_LAYOUTS } from '@/domain/finance/finance-layouts';
import { formatWeeklyRepayment } from '@/domain/finance/format-finance';
import { parseRepaymentChoices } from '@/domain/finance/repayment-choices';
import { RepaymentCalculator } from './repayment-calculator';

const car = {
  id: 7,
  slug: '2024-nissan-x-trail-st-n1',
  price: 40_000,
  weeklyRepayment: 123,
  interestRate: '7.49',
  comparisonRate: '8.25',
  termMonths: 60,
};
const layout = FINANCE_LAYOUTS['nissan-finance'];

const render = (query: Record<string, string>) =>
  renderToStaticMarkup(
    createElement(RepaymentCalculator, {
      car,
      layout,
      currency: 'AUD',
      initial: parseRepaymentChoices(query, layout, car.termMonths),
    }),
  )
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

describe('RepaymentCalculator (as the server renders it, before or without JavaScript)', () => {
  it("is a GET form to the car's repayments page, with deposit, term and final payment", () => {
    const html = render({});
    const form = /<form [^>]*>/.exec(html)![0];
    expect(form).toContain('action="/cars/2024-nissan-x-trail-st-n1/repayments#calculator"');
    expect(form).toContain('method="get"');
    for (const name of ['deposit', 'term', 'balloon']) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('>Work out my repayment</button>');
  });

  it('works out the chosen repayment with its comparison rate as large, the basis, the example and the warning', () => {
    const html = render({ deposit: '20', term: '36', balloon: '0' });
    const expected = carRepaymentEstimate(car, layout, 'AUD', {
      depositRate: 0.2,
      balloonRate: 0,
      termMonths: 36,
    })!;
    expect(html).toContain(
      `<dd class="text-2xl font-bold">${formatWeeklyRepayment(expected.weekly, 'AUD')}</dd>`,
    );
    expect(html).toContain('<dd class="text-2xl font-bold">8.25% p.a.</dd>');
    expect(html).toContain(expected.basis);
    expect(html).toContain('Comparison rate based on a loan of $32,000 over 36 months.');
    expect(html).toContain(COMPARISON_RATE_WARNING);
  });

  it("starts from the site's finance layout and the car's term", () => {
    const html = render({});
    expect(html).toMatch(/<option value="10" selected="">10% \(\$4,000\)<\/option>/);
    expect(html).toMatch(/<option value="30" selected="">30% \(\$12,000\)<\/option>/);
    expect(html).toMatch(/<option value="60" selected="">60 months<\/option>/);
  });

  it('names a value it does not offer, tied to its field', () => {
    const html = render({ term: '999' });
    expect(html).toMatch(
      /<select id="calc-term" name="term" aria-invalid="true" aria-describedby="calc-term-error"/,
    );
    expect(html).toContain(
      '<p id="calc-term-error" class="text-sm font-semibold">Choose a term from the list.</p>',
    );
  });
});

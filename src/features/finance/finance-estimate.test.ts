import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  COMPARISON_RATE_WARNING,
  FINANCE_GUIDE_DISCLAIMER,
} from '@/domain/finance/comparison-rate-disclosure';
import type { TFinanceProvider } from '@/domain/finance/finance-layouts';
import { formatWeeklyRepayment } from '@/domain/finance/format-finance';
import { weeklyRepayment } from '@/domain/finance/weekly-repayment';
import { FinanceEstimate } from './finance-estimate';

type TCar = Parameters<typeof FinanceEstimate>[0]['car'];

const car: TCar = {
  price: 40_000,
  weeklyRepayment: null,
  interestRate: '7.49',
  comparisonRate: '8.25',
  termMonths: 60,
  financeLender: null,
};

/** The estimate as the server renders it, as text with the tags stripped and entities decoded. */
function render(provider: TFinanceProvider | null, overrides: Partial<TCar> = {}): string {
  const html = renderToStaticMarkup(
    createElement(FinanceEstimate, { provider, currency: 'AUD', car: { ...car, ...overrides } }),
  );
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function weekly(depositRate: number, balloonRate: number): string {
  const amount = weeklyRepayment({
    price: 40_000,
    annualRatePercent: 7.49,
    termMonths: 60,
    depositRate,
    balloonRate,
  });
  return formatWeeklyRepayment(amount!, 'AUD');
}

describe('FinanceEstimate, in each provider layout', () => {
  it.each<[TFinanceProvider, string]>([
    ['taurus', 'Taurus'],
    ['manual', 'Manual'],
    ['powertorque', 'Powertorque'],
  ])('%s: the standard layout (term and interest rate, no deposit or final payment)', (provider, name) => {
    const text = render(provider);
    expect(text).toContain(`Finance estimate · ${name}`);
    expect(text).toContain(`Weekly repayment ${weekly(0, 0)}`);
    expect(text).toContain('Comparison rate 8.25% p.a.');
    expect(text).toContain('Term 60 months');
    expect(text).toContain('Interest rate 7.49% p.a.');
    expect(text).not.toContain('Deposit');
    expect(text).not.toContain('Final Payment');
    expect(text).not.toContain('APR');
  });

  it.each<[TFinanceProvider, string]>([
    ['angle', 'Angle'],
    ['nissan-finance', 'Nissan Finance'],
  ])(
    '%s: a deposit of a tenth and a final payment of three tenths, and the repayment worked out with them',
    (provider, name) => {
      const text = render(provider);
      expect(text).toContain(`Finance estimate · ${name}`);
      expect(text).toContain('10% Deposit $4,000');
      expect(text).toContain('30% Final Payment $12,000');
      expect(text).toContain('Term 60 months');
      expect(text).toContain('Interest rate 7.49% p.a.');
      expect(text).toContain(`Weekly repayment ${weekly(0.1, 0.3)}`);
      expect(weekly(0.1, 0.3)).not.toBe(weekly(0, 0));
      // The comparison rate's example is the amount financed after the deposit.
      expect(text).toContain('Comparison rate based on a loan of $36,000 over 60 months.');
    },
  );

  it('360 Finance: an indicative APR instead of the interest rate', () => {
    const text = render('360-finance');
    expect(text).toContain('Finance estimate · 360 Finance');
    expect(text).toContain('Indicative APR 7.49% p.a.');
    expect(text).not.toContain('Interest rate');
    expect(text).toContain('Term 60 months');
  });

  it.each<TFinanceProvider>(['taurus', 'angle', '360-finance', 'nissan-finance'])(
    '%s: the comparison rate, its example, the warning and the guide-only disclaimer, every time',
    (provider) => {
      const text = render(provider);
      expect(text).toContain('Comparison rate 8.25% p.a.');
      expect(text).toMatch(/Comparison rate based on a loan of \$[\d,]+ over 60 months\./);
      expect(text).toContain(COMPARISON_RATE_WARNING);
      expect(text).toContain(FINANCE_GUIDE_DISCLAIMER);
    },
  );

  it("names the car's own lender when it has one", () => {
    expect(render('angle', { financeLender: 'Example Credit' })).toContain(
      'Finance estimate · Example Credit',
    );
  });

  it('shows nothing without a provider, or without a comparison rate to show beside the repayment', () => {
    expect(render(null)).toBe('');
    expect(render('angle', { comparisonRate: null })).toBe('');
  });
});

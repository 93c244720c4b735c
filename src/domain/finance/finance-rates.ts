import type { TFallbackRate, TFinanceLayout } from './finance-layouts';

/**
 * A site's own finance figures (the dashboard's finance settings; null: not set). The interest and comparison
 * rates (% p.a.) apply to a car that comes without rates of its own, with the example loan (amount and term) the
 * comparison rate was worked out for; the term, deposit and final payment replace the layout's defaults.
 */
export type TFinanceRates = {
  interestRate: number | null;
  comparisonRate: number | null;
  exampleAmount: number | null;
  exampleTermMonths: number | null;
  termMonths: number | null;
  depositPercent: number | null;
  balloonPercent: number | null;
};

export type TFinanceRatesIssue = { path: keyof TFinanceRates; message: string };

/**
 * The rules an interest rate and its comparison rate meet together, wherever they are set (a site's own rates, a
 * car in the stock editor): never an interest rate without its comparison rate, nor one without the other, and
 * a comparison rate not below the interest rate it includes.
 */
export function comparisonRateIssues(rates: {
  interestRate: number | null;
  comparisonRate: number | null;
}): { path: 'interestRate' | 'comparisonRate'; message: string }[] {
  const { interestRate, comparisonRate } = rates;
  const issues: { path: 'interestRate' | 'comparisonRate'; message: string }[] = [];
  if (interestRate !== null && comparisonRate === null)
    issues.push({
      path: 'comparisonRate',
      message:
        'is required with an interest rate: a comparison rate must be shown wherever an interest rate is (National Credit Code s164)',
    });
  if (comparisonRate !== null && interestRate === null)
    issues.push({ path: 'interestRate', message: 'is required with a comparison rate' });
  if (interestRate !== null && comparisonRate !== null && comparisonRate < interestRate)
    issues.push({
      path: 'comparisonRate',
      message: 'is at least the interest rate: it adds the loan’s fees and charges to it',
    });
  return issues;
}

/**
 * The comparison rate rules (National Credit Code s164, ASIC RG 178; COMPLIANCE.md) a site's own rates must
 * meet before any page can show them: an interest rate never without its comparison rate, a comparison rate
 * never without the example it is based on (amount and term), and not below the interest rate it includes.
 * Also a deposit and final payment that leave something to finance.
 */
export function financeRatesIssues(rates: TFinanceRates): TFinanceRatesIssue[] {
  const { interestRate, comparisonRate } = rates;
  const issues: TFinanceRatesIssue[] = comparisonRateIssues({ interestRate, comparisonRate });
  if (comparisonRate !== null && rates.exampleAmount === null)
    issues.push({
      path: 'exampleAmount',
      message: 'is required with a comparison rate: say the loan amount it was worked out for',
    });
  if (comparisonRate !== null && rates.exampleTermMonths === null)
    issues.push({
      path: 'exampleTermMonths',
      message: 'is required with a comparison rate: say the term it was worked out for',
    });
  if ((rates.depositPercent ?? 0) + (rates.balloonPercent ?? 0) >= 100)
    issues.push({ path: 'balloonPercent', message: 'and the deposit together must be under 100%' });
  return issues;
}

/**
 * The site's finance layout with its own figures: its deposit, final payment and term in place of the layout's,
 * and its rates (with their example) for cars without their own. Null without a layout (no finance provider).
 */
export function withFinanceRates(
  layout: TFinanceLayout | null,
  rates: TFinanceRates | null,
): TFinanceLayout | null {
  if (!layout || !rates) return layout;
  const { interestRate, comparisonRate, exampleAmount, exampleTermMonths } = rates;
  const fallbackRate: TFallbackRate | null =
    interestRate !== null && comparisonRate !== null && exampleAmount !== null && exampleTermMonths !== null
      ? { interestRate, comparisonRate, exampleAmount, exampleTermMonths }
      : null;
  return {
    ...layout,
    depositRate: rates.depositPercent === null ? layout.depositRate : rates.depositPercent / 100,
    balloonRate: rates.balloonPercent === null ? layout.balloonRate : rates.balloonPercent / 100,
    termMonths: rates.termMonths ?? layout.termMonths,
    fallbackRate,
  };
}

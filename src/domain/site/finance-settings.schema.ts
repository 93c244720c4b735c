import { z } from 'zod';
import { FINANCE_PROVIDER_NAMES, type TFinanceProvider } from '../finance/finance-layouts';
import { financeRatesIssues, type TFinanceRates } from '../finance/finance-rates';

export const FINANCE_PROVIDERS = Object.keys(FINANCE_PROVIDER_NAMES) as [
  TFinanceProvider,
  ...TFinanceProvider[],
];

const rate = z
  .number('is a percentage, e.g. 6.99')
  .min(0, 'is a percentage, e.g. 6.99')
  .max(99.99, 'is at most 99.99%')
  .nullable();
const whole = (min: number, max: number, what: string) =>
  z
    .number(`is a whole number of ${what}`)
    .int(`is a whole number of ${what}`)
    .min(min, `is at least ${min} ${what}`)
    .max(max, `is at most ${max.toLocaleString('en-AU')} ${what}`)
    .nullable();

/**
 * A site's own finance figures (the website row's `finance_rates`; see TFinanceRates), checked with the comparison
 * rate rules of financeRatesIssues, each at its field. The site reads its row through this schema too.
 */
export const ZFinanceRates = z
  .object({
    interestRate: rate,
    comparisonRate: rate,
    exampleAmount: whole(1_000, 1_000_000, 'dollars'),
    exampleTermMonths: whole(1, 360, 'months'),
    termMonths: whole(1, 360, 'months'),
    depositPercent: whole(0, 90, 'percent'),
    balloonPercent: whole(0, 90, 'percent'),
  })
  .superRefine((rates, context) => {
    for (const issue of financeRatesIssues(rates satisfies TFinanceRates))
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

/**
 * The site's finance provider, which decides the layout of its finance estimates (financeLayoutFor; null: none),
 * and its own rates and defaults for that layout.
 */
export const ZFinanceSettings = z.object({
  financeProvider: z.enum(FINANCE_PROVIDERS, 'is one of the listed providers').nullable(),
  financeRates: ZFinanceRates,
});

export type TFinanceSettings = z.infer<typeof ZFinanceSettings>;

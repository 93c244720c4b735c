import { z } from 'zod';
import { comparisonRateIssues } from '@/domain/finance/finance-rates';
import { ZStockRow } from '@/server/stock-import/stock-row.types';

const FLAGS = ['reserved', 'sold', 'show_on_dealer_website'] as const;

/** The stock file's own columns: the editor checks a price or a rate exactly as an import would. */
const ZEditableColumns = ZStockRow.pick({
  price: true,
  label: true,
  status: true,
  tag: true,
  reserved: true,
  sold: true,
  reservable: true,
  show_on_dealer_website: true,
  weekly_repayment: true,
  interest_rate: true,
  comparison_rate: true,
  term_months: true,
  finance_lender: true,
  description: true,
  features: true,
});

/**
 * The car editor's form. An unticked checkbox sends nothing, so a missing flag is "no" (not "unchanged" as
 * in a stock file); features are one a line; every other blank field clears the value, like a blank cell.
 */
export const ZCarEdit = z.preprocess(
  (raw) => {
    const values = { ...(raw as Record<string, unknown>) };
    for (const flag of FLAGS) values[flag] = values[flag] ?? 'no';
    for (const key of Object.keys(ZEditableColumns.shape)) values[key] = values[key] ?? '';
    if (typeof values.features === 'string') values.features = values.features.split(/\r?\n/);
    // A browser sends a textarea's lines with CRLF; stored text (an import's, the editor's) has LF. Sent back
    // unchanged, the description must read as unchanged, not as an edit of every line.
    if (typeof values.description === 'string')
      values.description = values.description.replace(/\r\n?/g, '\n');
    return values;
  },
  // The same rate rules as the site's finance settings (comparisonRateIssues), each at its field.
  ZEditableColumns.superRefine((edit, context) => {
    const issues = comparisonRateIssues({
      interestRate: edit.interest_rate ?? null,
      comparisonRate: edit.comparison_rate ?? null,
    });
    for (const issue of issues)
      context.addIssue({
        code: 'custom',
        path: [issue.path === 'interestRate' ? 'interest_rate' : 'comparison_rate'],
        message: issue.message,
      });
  }),
);

export type TCarEdit = z.output<typeof ZCarEdit>;

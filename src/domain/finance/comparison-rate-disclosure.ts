import { formatPrice, type TCurrency } from '../price/format-price';
import { formatRatePercent } from './format-finance';

/** Required with every comparison rate (National Credit Code s164, COMPLIANCE.md). */
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.';

/** The spec's 'guide only' disclaimer for every finance estimate. */
export const FINANCE_GUIDE_DISCLAIMER =
  'This is a guide only and is not a loan application or offer of finance.';

export const COMPARISON_RATE_LABEL = 'Comparison rate';

/** The example a comparison rate is based on: 'Comparison rate based on a loan of $30,000 over 60 months.' */
export function comparisonRateExample(example: {
  amount: number;
  termMonths: number;
  currency?: TCurrency;
}): string {
  return `Comparison rate based on a loan of ${formatPrice(example.amount, example.currency)} over ${example.termMonths} months.`;
}

export type TComparisonRateDisclosure = {
  label: typeof COMPARISON_RATE_LABEL;
  rate: string;
  example: string;
  warning: typeof COMPARISON_RATE_WARNING;
  disclaimer: typeof FINANCE_GUIDE_DISCLAIMER;
};

/**
 * Everything shown beside a repayment or interest rate, close by and as prominent: the comparison rate,
 * its example, the warning and the guide-only disclaimer. Null when there is no usable comparison rate
 * (a number or numeric string from 0): then no rate or repayment may be shown at all.
 */
export function comparisonRateDisclosure(input: {
  comparisonRatePercent: number | string | null;
  amount: number;
  termMonths: number;
  currency?: TCurrency;
}): TComparisonRateDisclosure | null {
  const raw = input.comparisonRatePercent;
  const rate = raw === null || raw === '' ? Number.NaN : Number(raw);
  if (!(rate >= 0) || !Number.isFinite(rate)) return null;
  return {
    label: COMPARISON_RATE_LABEL,
    rate: formatRatePercent(rate),
    example: comparisonRateExample(input),
    warning: COMPARISON_RATE_WARNING,
    disclaimer: FINANCE_GUIDE_DISCLAIMER,
  };
}

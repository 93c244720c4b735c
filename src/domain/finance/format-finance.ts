import { formatPrice, type TCurrency } from '../price/format-price';

/** A weekly repayment as '$91/wk', rounded up to the whole dollar so the estimate never understates it. */
export function formatWeeklyRepayment(amount: number, currency: TCurrency = 'AUD'): string {
  return `${formatPrice(Math.ceil(amount), currency)}/wk`;
}

/** A rate as '6.49% p.a.' (two decimals). */
export function formatRatePercent(ratePercent: number): string {
  return `${ratePercent.toFixed(2)}% p.a.`;
}

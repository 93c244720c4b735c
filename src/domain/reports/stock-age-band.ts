const DAY_MS = 86_400_000;

/** The bands of days in stock the report counts cars in (the stock list's age filter uses the same edges). */
export const STOCK_AGE_BANDS = ['0–30 days', '31–60 days', '61–90 days', 'Over 90 days'] as const;
export type TStockAgeBand = (typeof STOCK_AGE_BANDS)[number];

/** Whole days a car has been in stock at `now` (0 on its first day). */
export function daysInStock(inStockSince: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - inStockSince.getTime()) / DAY_MS));
}

/** The band of a number of days in stock. */
export function stockAgeBand(days: number): TStockAgeBand {
  if (days <= 30) return STOCK_AGE_BANDS[0];
  if (days <= 60) return STOCK_AGE_BANDS[1];
  if (days <= 90) return STOCK_AGE_BANDS[2];
  return STOCK_AGE_BANDS[3];
}

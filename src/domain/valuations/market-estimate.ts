import { formatWholeNumber } from '../numbers/format-whole-number';

/** A market estimate is never shown on fewer comparable cars than this. */
export const MARKET_ESTIMATE_MIN_COMPARABLES = 3;
/** Comparable cars are within this many model years of the car valued. */
export const MARKET_ESTIMATE_YEAR_WINDOW = 2;
/** …and within this many kilometres of its odometer. */
export const MARKET_ESTIMATE_KM_WINDOW = 40_000;

export type TMarketSubject = { make: string; model: string; year: number; kms: number };
export type TMarketCandidate = {
  make: string;
  model: string;
  year: number;
  km: number;
  price: number | null;
};
export type TMarketEstimate = { low: number; high: number; comparables: number; basis: string };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The p-th percentile (0-1) of sorted values, interpolated between neighbours. */
function percentile(sorted: number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

const toHundreds = (n: number) => Math.round(n / 100) * 100;

/**
 * The built-in market estimate of a trade-in: the group's own cars, in stock and sold, of the same make
 * and model, within 2 model years and 40,000 km, with a price. The range is the middle half of their
 * drive-away prices (25th to 75th percentile, to the nearest $100), and says how many cars it rests on.
 * Null with fewer than 3 such cars: then no figure is shown at all.
 */
export function marketEstimate(
  subject: TMarketSubject,
  candidates: readonly TMarketCandidate[],
): TMarketEstimate | null {
  const prices = candidates
    .filter(
      (c) =>
        same(c.make, subject.make) &&
        same(c.model, subject.model) &&
        Math.abs(c.year - subject.year) <= MARKET_ESTIMATE_YEAR_WINDOW &&
        Math.abs(c.km - subject.kms) <= MARKET_ESTIMATE_KM_WINDOW &&
        c.price !== null &&
        c.price > 0,
    )
    .map((c) => c.price!)
    .sort((a, b) => a - b);
  if (prices.length < MARKET_ESTIMATE_MIN_COMPARABLES) return null;
  const low = toHundreds(percentile(prices, 0.25));
  const high = Math.max(low, toHundreds(percentile(prices, 0.75)));
  return {
    low,
    high,
    comparables: prices.length,
    basis: `An estimate from ${prices.length} comparable cars in our stock and recent sales (same make and model, within ${MARKET_ESTIMATE_YEAR_WINDOW} years and ${formatWholeNumber(MARKET_ESTIMATE_KM_WINDOW)} km), not an offer.`,
  };
}

export type TReviewStars = {
  full: number;
  /** 1 when a partly filled star is drawn, else 0. */
  fractional: 0 | 1;
  /** How much of the partly filled star is filled (0.4 to 0.9), 0 when there is none. */
  fraction: number;
  empty: number;
};

/**
 * The stars for a rating out of `outOf` (5): the rating is taken to one decimal and clamped; whole
 * stars are full; the decimal part draws a fractional star only when above 0.3; the rest are empty.
 */
export function reviewStars(rating: number, outOf = 5): TReviewStars {
  const tenths = Math.min(Math.max(Math.round(rating * 10 + 1e-9), 0), outOf * 10);
  const full = Math.floor(tenths / 10);
  const decimalTenths = tenths % 10;
  const fractional = decimalTenths > 3 ? 1 : 0;
  return {
    full,
    fractional,
    fraction: fractional ? decimalTenths / 10 : 0,
    empty: outOf - full - fractional,
  };
}

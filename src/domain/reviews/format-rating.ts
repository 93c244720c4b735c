/** A rating to one decimal, halves rounded up: 4.44 -> '4.4', 4.45 -> '4.5', 4 -> '4.0'. */
export function formatRating(rating: number): string {
  return (Math.round(rating * 10 + 1e-9) / 10).toFixed(1);
}

/** An average rating as the data gives it (a number, or a string such as '4.4'); null when absent or unreadable. */
export function parseRating(rating: number | string | null | undefined): number | null {
  if (rating === null || rating === undefined || rating === '') return null;
  const value = Number(rating);
  return Number.isFinite(value) ? value : null;
}

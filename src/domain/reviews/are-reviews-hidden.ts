/** Reviews are hidden when the site hides them, or when the site has exactly three unique locations. */
export function areReviewsHidden(hideReviews: boolean, locationIds: readonly (number | string)[]): boolean {
  return hideReviews || new Set(locationIds).size === 3;
}

import { areReviewsHidden } from './are-reviews-hidden';

/**
 * The site's reviews rule over its own locations, the one the header's rating and every review list
 * follow: hidden when the site hides them, or when exactly three of its locations have reviews
 * (areReviewsHidden over the rated locations' ids).
 */
export function areSiteReviewsHidden(
  hideReviews: boolean,
  siteLocations: readonly { id: number; reviewCount: number }[],
): boolean {
  return areReviewsHidden(
    hideReviews,
    siteLocations.filter((l) => l.reviewCount > 0).map((l) => l.id),
  );
}

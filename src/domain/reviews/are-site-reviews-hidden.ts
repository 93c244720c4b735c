import { areReviewsHidden } from './are-reviews-hidden';

/**
 * The site's reviews rule over its own locations, which every review list follows: hidden when the site
 * hides them, or when exactly three of its locations have reviews (areReviewsHidden over the rated
 * locations' ids). The header's stars apply the same areReviewsHidden inside shouldShowReviewStars.
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

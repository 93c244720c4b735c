import { areReviewsHidden } from './are-reviews-hidden';
import { parseRating } from './parse-rating';

/** Stars show only when the average rating is above the site's minimum and reviews are not hidden. */
export function shouldShowReviewStars(input: {
  averageRating: number | string | null | undefined;
  flags: { reviewsMinRating: number; hideReviews: boolean };
  locationIds: readonly (number | string)[];
}): boolean {
  const rating = parseRating(input.averageRating);
  return (
    rating !== null &&
    rating > input.flags.reviewsMinRating &&
    !areReviewsHidden(input.flags.hideReviews, input.locationIds)
  );
}

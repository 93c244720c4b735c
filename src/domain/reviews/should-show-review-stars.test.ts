import { describe, expect, it } from 'vitest';
import { shouldShowReviewStars } from './should-show-review-stars';

describe('shouldShowReviewStars', () => {
  it.each<[string, number | string | null, number, boolean, number[], boolean]>([
    ['above the minimum', '4.4', 4, false, [1], true],
    ['equal to the minimum', 4, 4, false, [1], false],
    ['just above the minimum', 4.01, 4, false, [1], true],
    ['below the minimum', '3.9', 4, false, [1], false],
    ['minimum 0, rating 0', 0, 0, false, [1], false],
    ['no rating', null, 0, false, [1], false],
    ['unreadable rating', 'n/a', 0, false, [1], false],
    ['hidden by the site', '4.8', 4, true, [1], false],
    ['hidden with exactly three locations', '4.8', 4, false, [1, 2, 3], false],
    ['four locations are fine', '4.8', 4, false, [1, 2, 3, 4], true],
  ])('%s -> %s', (_case, averageRating, reviewsMinRating, hideReviews, locationIds, expected) => {
    expect(
      shouldShowReviewStars({ averageRating, flags: { reviewsMinRating, hideReviews }, locationIds }),
    ).toBe(expected);
  });
});

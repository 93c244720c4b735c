import { describe, expect, it } from 'vitest';
import { reviewStars, type TReviewStars } from './review-stars';

describe('reviewStars', () => {
  it.each<[number, TReviewStars]>([
    [4.4, { full: 4, fractional: 1, fraction: 0.4, empty: 0 }],
    [4.3, { full: 4, fractional: 0, fraction: 0, empty: 1 }],
    [4.31, { full: 4, fractional: 0, fraction: 0, empty: 1 }],
    [4.35, { full: 4, fractional: 1, fraction: 0.4, empty: 0 }],
    [4.0, { full: 4, fractional: 0, fraction: 0, empty: 1 }],
    [3.9, { full: 3, fractional: 1, fraction: 0.9, empty: 1 }],
    [3.1, { full: 3, fractional: 0, fraction: 0, empty: 2 }],
    [5, { full: 5, fractional: 0, fraction: 0, empty: 0 }],
    [4.96, { full: 5, fractional: 0, fraction: 0, empty: 0 }],
    [0, { full: 0, fractional: 0, fraction: 0, empty: 5 }],
    [0.5, { full: 0, fractional: 1, fraction: 0.5, empty: 4 }],
    [6, { full: 5, fractional: 0, fraction: 0, empty: 0 }],
    [-1, { full: 0, fractional: 0, fraction: 0, empty: 5 }],
  ])('%d -> %j', (rating, expected) => {
    expect(reviewStars(rating)).toEqual(expected);
  });

  it('counts out of another total', () => {
    expect(reviewStars(2.6, 3)).toEqual({ full: 2, fractional: 1, fraction: 0.6, empty: 0 });
  });
});

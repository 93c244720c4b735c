import { describe, expect, it } from 'vitest';
import { areSiteReviewsHidden } from './are-site-reviews-hidden';

const rated = (id: number, reviewCount = 5) => ({ id, reviewCount });

describe('areSiteReviewsHidden', () => {
  it('hides them when exactly three of the locations have reviews', () => {
    expect(areSiteReviewsHidden(false, [rated(1), rated(2), rated(3)])).toBe(true);
    // Unrated locations do not count: three rated among five is still three.
    expect(areSiteReviewsHidden(false, [rated(1), rated(2, 0), rated(3), rated(4, 0), rated(5)])).toBe(true);
  });

  it('shows them with two or four rated locations', () => {
    expect(areSiteReviewsHidden(false, [rated(1), rated(2), rated(3, 0)])).toBe(false);
    expect(areSiteReviewsHidden(false, [rated(1), rated(2), rated(3), rated(4)])).toBe(false);
  });

  it("hides them whenever the site's flag does", () => {
    expect(areSiteReviewsHidden(true, [rated(1)])).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { areReviewsHidden } from './are-reviews-hidden';

describe('areReviewsHidden', () => {
  it.each<[string, boolean, (number | string)[], boolean]>([
    ['hidden by the site', true, [1], true],
    ['hidden by the site, three locations', true, [1, 2, 3], true],
    ['no locations', false, [], false],
    ['one location', false, [1], false],
    ['two locations', false, [1, 2], false],
    ['exactly three unique locations', false, [1, 2, 3], true],
    ['three unique among repeats', false, [1, 2, 2, 3, 1], true],
    ['four ids, three unique', false, [7, 7, 8, 9], true],
    ['four unique locations', false, [1, 2, 3, 4], false],
    ['three entries, two unique', false, [1, 1, 2], false],
  ])('%s -> %s', (_case, hide, ids, expected) => {
    expect(areReviewsHidden(hide, ids)).toBe(expected);
  });
});

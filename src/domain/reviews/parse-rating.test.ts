import { describe, expect, it } from 'vitest';
import { parseRating } from './parse-rating';

describe('parseRating', () => {
  it.each([
    [4.4, 4.4],
    ['4.4', 4.4],
    [' 4.0 ', 4],
    [0, 0],
    ['', null],
    ['n/a', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('%j -> %j', (rating, expected) => {
    expect(parseRating(rating)).toBe(expected);
  });
});

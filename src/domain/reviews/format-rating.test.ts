import { describe, expect, it } from 'vitest';
import { formatRating } from './format-rating';

describe('formatRating', () => {
  it.each([
    [4.4, '4.4'],
    [4, '4.0'],
    [4.44, '4.4'],
    [4.45, '4.5'],
    [4.35, '4.4'],
    [4.96, '5.0'],
    [0, '0.0'],
    [3.05, '3.1'],
  ])('%d -> %s', (rating, expected) => {
    expect(formatRating(rating)).toBe(expected);
  });
});

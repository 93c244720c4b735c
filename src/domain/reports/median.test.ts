import { describe, expect, it } from 'vitest';
import { median } from './median';

describe('median', () => {
  it.each([
    [[], null],
    [[7], 7],
    [[9, 1, 5], 5],
    [[10, 2, 4, 30], 7],
  ])('of %j is %j', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

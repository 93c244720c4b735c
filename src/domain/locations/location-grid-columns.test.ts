import { describe, expect, it } from 'vitest';
import { locationGridColumns, type TGridColumns } from './location-grid-columns';

describe('locationGridColumns', () => {
  it.each<[number, TGridColumns]>([
    [0, { base: 1, md: 1, lg: 1 }],
    [1, { base: 1, md: 1, lg: 1 }],
    [2, { base: 1, md: 2, lg: 2 }],
    [3, { base: 1, md: 3, lg: 3 }],
    [4, { base: 1, md: 2, lg: 4 }],
    [9, { base: 1, md: 2, lg: 4 }],
  ])('%i locations -> %j', (count, expected) => {
    expect(locationGridColumns(count)).toEqual(expected);
  });
});

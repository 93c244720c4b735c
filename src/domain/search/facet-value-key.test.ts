import { describe, expect, it } from 'vitest';
import { facetValueKey } from './facet-value-key';

describe('facetValueKey', () => {
  it.each([
    ['IONIQ 5', 'Ioniq 5'],
    ['ARIYA', 'Ariya'],
    ['Ranger ', 'ranger'],
    ['CX-5', 'CX5'],
    ['RZR XP 1000', 'RZR XP1000'],
  ])('%j and %j are the same value', (a, b) => {
    expect(facetValueKey(a)).toBe(facetValueKey(b));
  });

  it.each([
    ['IONIQ 5', 'IONIQ 6'],
    ['Z', 'X-Trail'],
  ])('%j and %j differ', (a, b) => {
    expect(facetValueKey(a)).not.toBe(facetValueKey(b));
  });
});

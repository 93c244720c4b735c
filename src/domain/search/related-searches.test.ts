import { describe, expect, it } from 'vitest';
import { pickRelatedCars, relatedSearches, searchedPrice } from './related-searches';
import type { TSearchState } from './types';

const state = (over: Partial<TSearchState>): TSearchState => ({
  query: '',
  page: 3,
  sortBy: 'Car_production_price_asc',
  refinements: {},
  ...over,
});
const refinementsOf = (s: TSearchState) => relatedSearches(s).map((r) => [r.query, r.refinements]);

describe('relatedSearches', () => {
  it.each<[string, Partial<TSearchState>, [string, Record<string, string[]>][]]>([
    ['nothing to relate', { refinements: { car_type: ['new'], year: ['2024'] } }, []],
    ['text alone is the search itself', { query: 'hilux' }, []],
    [
      'make and model, then make, then body',
      { refinements: { make: ['Toyota'], model: ['HiLux'], body: ['Ute'], price_range: ['0-10000'] } },
      [
        ['', { make: ['Toyota'], model: ['HiLux'] }],
        ['', { make: ['Toyota'] }],
        ['', { body: ['Ute'] }],
      ],
    ],
    [
      'model without make',
      { refinements: { model: ['Ranger'], car_type: ['demo'] } },
      [['', { model: ['Ranger'] }]],
    ],
    [
      'text with filters: the text alone last',
      { query: 'sr5', refinements: { make: ['Toyota'], km_range: ['0-100'] } },
      [
        ['', { make: ['Toyota'] }],
        ['sr5', {}],
      ],
    ],
  ])('%s', (_, over, expected) => {
    expect(refinementsOf(state(over))).toEqual(expected);
  });

  it('starts at page 1 in the default order', () => {
    const [first] = relatedSearches(state({ refinements: { make: ['Kia'] } }));
    expect(first).toEqual({ query: '', page: 1, sortBy: null, refinements: { make: ['Kia'] } });
  });
});

describe('searchedPrice', () => {
  it.each<[string[] | undefined, number | null]>([
    [undefined, null],
    [['20000-30000', '0-10000'], 25000],
    [['75000+'], 75000],
    [['cheap'], null],
  ])('%j -> %s', (price_range, expected) => {
    expect(searchedPrice(state({ refinements: price_range ? { price_range } : {} }))).toBe(expected);
  });
});

describe('pickRelatedCars', () => {
  const car = (id: number, price: number | null) => ({ id, price });
  const results = [
    [car(1, 40000), car(2, 21000), car(3, null)],
    [car(2, 21000), car(4, 26000), car(5, 90000)],
  ];

  it('takes closer searches first, each nearest the price, no car twice, up to the limit', () => {
    expect(pickRelatedCars(results, 25000, 4).map((c) => c.id)).toEqual([2, 1, 3, 4]);
    expect(pickRelatedCars(results, 25000, 2).map((c) => c.id)).toEqual([2, 1]);
  });

  it('keeps each search’s order without a price, and gives what there is', () => {
    expect(pickRelatedCars(results, null, 10).map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    expect(pickRelatedCars([], 25000, 3)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseSearchUrl } from './parse-search-url';
import type { TSearchState } from './types';

const empty: TSearchState = { query: '', page: 1, sortBy: null, refinements: {} };

describe('parseSearchUrl', () => {
  it.each<[string, string, string, Partial<TSearchState>]>([
    ['nothing', '/search/new-used-and-demo-cars/', '', {}],
    ['query', '/search/new-used-and-demo-cars/', '?query=hilux%20sr5', { query: 'hilux sr5' }],
    [
      'query with + for space, trimmed',
      '/search/new-used-and-demo-cars/',
      'query=+ranger+xlt+',
      { query: 'ranger xlt' },
    ],
    ['page 2', '/search/new-used-and-demo-cars/', '?page=2', { page: 2 }],
    ['page 0 is page 1', '/search/new-used-and-demo-cars/', '?page=0', {}],
    ['page -3 is page 1', '/search/new-used-and-demo-cars/', '?page=-3', {}],
    ['page 2.5 is page 1', '/search/new-used-and-demo-cars/', '?page=2.5', {}],
    ['page abc is page 1', '/search/new-used-and-demo-cars/', '?page=abc', {}],
    [
      'sortBy',
      '/search/new-used-and-demo-cars/',
      '?sortBy=Car_production_price_asc',
      { sortBy: 'Car_production_price_asc' },
    ],
    ['empty sortBy is default', '/search/new-used-and-demo-cars/', '?sortBy=%20', {}],
    [
      'sort is an alias of sortBy',
      '/search/new-used-and-demo-cars/',
      '?sort=Car_production_km_asc',
      { sortBy: 'Car_production_km_asc' },
    ],
    [
      'sortBy wins over sort',
      '/search/new-used-and-demo-cars/',
      '?sort=Car_production_km_asc&sortBy=Car_production_price_asc',
      { sortBy: 'Car_production_price_asc' },
    ],
    ['empty sort is default', '/search/new-used-and-demo-cars/', '?sort=', {}],
    [
      'dealership_slug without brackets',
      '/search/new-used-and-demo-cars/',
      '?refinementList[dealership_slug]=parramatta-toyota',
      { refinements: { dealership_slug: ['parramatta-toyota'] } },
    ],
    [
      'list forms [] and [0], encoded brackets, repeats and blanks skipped',
      '/search/new-used-and-demo-cars/',
      '?refinementList%5Bmake%5D%5B0%5D=Toyota&refinementList[make][]=Mazda&refinementList[make][]=Toyota&refinementList[make][]=',
      { refinements: { make: ['Toyota', 'Mazda'] } },
    ],
    [
      'unknown keys ignored',
      '/search/new-used-and-demo-cars/',
      '?utm_source=fb&refinementList=x&refinementList[]=y',
      {},
    ],
    [
      'unknown facets ignored',
      '/search/new-used-and-demo-cars/',
      '?refinementList[foo][]=x&refinementList[__proto__][]=y&refinementList[make][]=Kia',
      { refinements: { make: ['Kia'] } },
    ],
    [
      'a page too large to count is page 1',
      '/search/new-used-and-demo-cars/',
      `?page=${'9'.repeat(400)}`,
      {},
    ],
    ['unknown sort is the default', '/search/new-used-and-demo-cars/', '?sortBy=drop_table', {}],
    [
      'control characters removed from the query and values',
      '/search/new-used-and-demo-cars/',
      '?query=hi%00lux%0A%0Dsr5&refinementList[make][]=Kia%00',
      { query: 'hi lux sr5', refinements: { make: ['Kia'] } },
    ],
    [
      'the query is cut at 100 characters',
      '/search/new-used-and-demo-cars/',
      `?query=${'a'.repeat(150)}`,
      { query: 'a'.repeat(100) },
    ],
    [
      'at most 20 values of a facet',
      '/search/new-used-and-demo-cars/',
      `?${Array.from({ length: 300 }, (_, i) => `refinementList[make][]=M${i}`).join('&')}`,
      { refinements: { make: Array.from({ length: 20 }, (_, i) => `M${i}`) } },
    ],
    [
      'an empty value of the preset facet (Any, without JavaScript) clears the preset',
      '/search/used-cars',
      '?query=&refinementList[car_type][]=&refinementList[make][]=',
      {},
    ],
    [
      'a value of the preset facet replaces the preset',
      '/search/used-cars',
      '?refinementList[car_type][]=new',
      { refinements: { car_type: ['new'] } },
    ],
    ['preset page adds its filter', '/search/used-cars', '', { refinements: { car_type: ['used'] } }],
    ['preset page with trailing slash', '/search/demo-cars/', '', { refinements: { car_type: ['demo'] } }],
    ['new cars preset', '/search/new-cars', '', { refinements: { car_type: ['new'] } }],
    [
      'electric cars preset with another facet',
      '/electric-cars',
      '?refinementList[make][]=BYD',
      { refinements: { make: ['BYD'], simple_fuel: ['Electric'] } },
    ],
    [
      'an explicit value of the preset facet wins',
      '/search/used-cars',
      '?refinementList[car_type][]=demo',
      { refinements: { car_type: ['demo'] } },
    ],
    ['all-stock preset adds nothing', '/search/new-used-and-demo-cars', '', {}],
  ])('%s', (_case, pathname, search, expected) => {
    expect(parseSearchUrl(pathname, search)).toEqual({ ...empty, ...expected });
  });
});

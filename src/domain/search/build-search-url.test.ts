import { describe, expect, it } from 'vitest';
import { buildSearchUrl } from './build-search-url';
import { parseSearchUrl } from './parse-search-url';
import type { TSearchState } from './types';

const state = (overrides: Partial<TSearchState> = {}): TSearchState => ({
  query: '',
  page: 1,
  sortBy: null,
  refinements: {},
  ...overrides,
});
const MAIN = '/search/new-used-and-demo-cars/';

describe('buildSearchUrl', () => {
  it.each<[string, TSearchState, string, string | undefined, string]>([
    ['empty search on the main path', state(), MAIN, undefined, MAIN],
    [
      'from another page goes to the main path',
      state({ query: 'hilux' }),
      '/',
      undefined,
      `${MAIN}?query=hilux`,
    ],
    ['site search path used', state({ query: 'hilux' }), '/', '/stock', '/stock?query=hilux'],
    [
      'query encoded and trimmed',
      state({ query: ' x-trail & co ' }),
      MAIN,
      undefined,
      `${MAIN}?query=x-trail%20%26%20co`,
    ],
    ['blank query left out', state({ query: '   ' }), MAIN, undefined, MAIN],
    ['page 1 left out', state({ page: 1 }), MAIN, undefined, MAIN],
    ['page 2 written', state({ page: 2 }), MAIN, undefined, `${MAIN}?page=2`],
    ['sortBy written', state({ sortBy: 'price_asc' }), MAIN, undefined, `${MAIN}?sortBy=price_asc`],
    [
      'dealership_slug refinement',
      state({ refinements: { dealership_slug: ['parramatta-toyota'] } }),
      MAIN,
      undefined,
      `${MAIN}?refinementList[dealership_slug][]=parramatta-toyota`,
    ],
    [
      'fixed order: query, facets by name, sortBy, page',
      state({
        query: 'sr5',
        page: 3,
        sortBy: 'km_asc',
        refinements: { make: ['Toyota', 'Mazda'], body: ['Ute'] },
      }),
      MAIN,
      undefined,
      `${MAIN}?query=sr5&refinementList[body][]=Ute&refinementList[make][]=Toyota&refinementList[make][]=Mazda&sortBy=km_asc&page=3`,
    ],
    [
      'on a preset page holding its filter: stays, facet implied',
      state({ refinements: { car_type: ['used'], make: ['Kia'] } }),
      '/search/used-cars',
      undefined,
      '/search/used-cars?refinementList[make][]=Kia',
    ],
    [
      'preset page with a trailing slash keeps the preset path',
      state({ refinements: { car_type: ['demo'] } }),
      '/search/demo-cars/',
      undefined,
      '/search/demo-cars',
    ],
    [
      'preset facet changed: main path, explicit refinements',
      state({ refinements: { car_type: ['demo'] } }),
      '/search/used-cars',
      undefined,
      `${MAIN}?refinementList[car_type][]=demo`,
    ],
    [
      'preset facet widened: main path, both values explicit',
      state({ refinements: { car_type: ['used', 'demo'] } }),
      '/search/used-cars',
      undefined,
      `${MAIN}?refinementList[car_type][]=used&refinementList[car_type][]=demo`,
    ],
    [
      'preset facet cleared: main path, preset filter dropped',
      state({ refinements: { make: ['Kia'] } }),
      '/search/used-cars',
      '/stock',
      '/stock?refinementList[make][]=Kia',
    ],
    [
      'electric preset kept',
      state({ page: 2, refinements: { simple_fuel: ['Electric'] } }),
      '/electric-cars',
      undefined,
      '/electric-cars?page=2',
    ],
    [
      'electric preset left when Hybrid chosen',
      state({ refinements: { simple_fuel: ['Hybrid'] } }),
      '/electric-cars',
      undefined,
      `${MAIN}?refinementList[simple_fuel][]=Hybrid`,
    ],
    [
      'all-stock preset implies nothing and stays',
      state({ refinements: { car_type: ['used'] } }),
      '/search/new-used-and-demo-cars',
      '/stock',
      '/search/new-used-and-demo-cars?refinementList[car_type][]=used',
    ],
    [
      'on the main path a preset-like filter stays on the main path',
      state({ refinements: { car_type: ['used'] } }),
      MAIN,
      undefined,
      `${MAIN}?refinementList[car_type][]=used`,
    ],
    [
      'values encoded',
      state({ refinements: { model: ['CX-5 & Co', 'Ü'] } }),
      MAIN,
      undefined,
      `${MAIN}?refinementList[model][]=CX-5%20%26%20Co&refinementList[model][]=%C3%9C`,
    ],
  ])('%s', (_case, searchState, currentPath, searchPath, expected) => {
    expect(buildSearchUrl(searchState, { currentPath, searchPath })).toBe(expected);
  });
});

describe('parseSearchUrl and buildSearchUrl round-trip', () => {
  const split = (url: string): [string, string] => {
    const at = url.indexOf('?');
    return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
  };

  it.each([
    MAIN,
    `${MAIN}?query=hilux%20sr5`,
    `${MAIN}?query=sr5&refinementList[body][]=Ute&refinementList[make][]=Toyota&refinementList[make][]=Mazda&sortBy=Car_production_km_asc&page=3`,
    `${MAIN}?refinementList[car_type][]=used`,
    `${MAIN}?refinementList[dealership_slug][]=parramatta-toyota&page=2`,
    '/search/used-cars',
    '/search/used-cars?refinementList[make][]=Kia&page=4',
    '/search/demo-cars?query=cx-5',
    '/search/new-cars?sortBy=Car_production_price_desc',
    '/electric-cars?refinementList[make][]=BYD',
  ])('%s', (url) => {
    const [pathname, search] = split(url);
    const parsed = parseSearchUrl(pathname, search);
    expect(buildSearchUrl(parsed, { currentPath: pathname })).toBe(url);
    expect(parseSearchUrl(pathname, split(buildSearchUrl(parsed, { currentPath: pathname }))[1])).toEqual(
      parsed,
    );
  });

  it('the main path without its trailing slash is written as configured', () => {
    const parsed = parseSearchUrl('/search/new-used-and-demo-cars', '?refinementList[car_type][]=new');
    expect(buildSearchUrl(parsed, { currentPath: '/search/new-used-and-demo-cars' })).toBe(
      `${MAIN}?refinementList[car_type][]=new`,
    );
  });

  it.each<[string, TSearchState]>([
    [
      'main path',
      state({
        query: 'ranger',
        page: 2,
        sortBy: 'Car_production_price_asc',
        refinements: { make: ['Ford'] },
      }),
    ],
    ['leaving a preset', state({ refinements: { car_type: ['used', 'demo'], make: ['Kia'] } })],
  ])('state -> url -> state: %s', (_case, searchState) => {
    const [pathname, search] = split(buildSearchUrl(searchState, { currentPath: '/search/used-cars' }));
    expect(parseSearchUrl(pathname, search)).toEqual(searchState);
  });
});

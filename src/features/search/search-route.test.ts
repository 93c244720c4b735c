import { describe, expect, it } from 'vitest';
import { parseSearchUrl } from '@/domain/search/parse-search-url';
import { canonicalRedirect } from './search-route';

const MAIN = '/search/new-used-and-demo-cars/';

function redirectOf(pathname: string, search: string, searchPath = MAIN) {
  return canonicalRedirect(pathname, search, parseSearchUrl(pathname, search), searchPath);
}

describe('canonicalRedirect', () => {
  it.each([
    ['the main path', '/search/new-used-and-demo-cars', ''],
    ['the main path with a trailing slash', MAIN, ''],
    ['a canonical search', MAIN, '?query=ranger&refinementList[make][]=Ford&page=2'],
    ['a canonical search, parameters in another order', MAIN, '?page=2&refinementList[make][]=Ford'],
    ['a preset page holding its filter', '/search/used-cars', '?refinementList[make][]=Kia'],
    ['brackets percent-encoded', MAIN, '?refinementList%5Bmake%5D%5B%5D=Ford'],
  ])('none for %s', (_case, pathname, search) => {
    expect(redirectOf(pathname, search)).toBeNull();
  });

  it.each([
    [
      'a form sent without JavaScript: empty fields dropped',
      MAIN,
      '?query=&refinementList[make][]=Ford&refinementList[model][]=&sortBy=',
      `${MAIN}?refinementList[make][]=Ford`,
    ],
    [
      'the preset page kept when its dropdown still holds its value',
      '/search/used-cars',
      '?query=&refinementList[car_type][]=used&refinementList[make][]=Kia&sortBy=',
      '/search/used-cars?refinementList[make][]=Kia',
    ],
    [
      'a used-cars page asked for new cars moves to the main path',
      '/search/used-cars',
      '?refinementList[car_type][]=new',
      `${MAIN}?refinementList[car_type][]=new`,
    ],
    [
      'Any on a preset page clears the preset',
      '/search/used-cars',
      '?query=&refinementList[car_type][]=&refinementList[make][]=Kia',
      `${MAIN}?refinementList[make][]=Kia`,
    ],
    ['unknown facets dropped', MAIN, '?refinementList[foo][]=x', MAIN],
    [
      'the sort alias written as sortBy',
      MAIN,
      '?sort=Car_production_km_asc',
      `${MAIN}?sortBy=Car_production_km_asc`,
    ],
    [
      'other parameters kept',
      MAIN,
      '?utm_source=fb&query=&refinementList[make][]=Ford',
      `${MAIN}?refinementList[make][]=Ford&utm_source=fb`,
    ],
    [
      'other parameters kept on a bare path',
      '/search/used-cars',
      '?gclid=abc&query=',
      '/search/used-cars?gclid=abc',
    ],
    ['a configured search path', '/cars', '?query=&sortBy=', '/cars/'],
  ])('%s', (_case, pathname, search, expected) => {
    expect(redirectOf(pathname, search, pathname === '/cars' ? '/cars/' : MAIN)).toBe(expected);
  });

  it('the redirect target needs no further redirect', () => {
    const target = redirectOf(
      '/search/used-cars',
      '?refinementList[car_type][]=&refinementList[make][]=Kia',
    )!;
    const [path, query = ''] = target.split('?');
    expect(redirectOf(path!, `?${query}`)).toBeNull();
  });
});

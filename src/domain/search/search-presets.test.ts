import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_PATH, searchPresetFor, siteSearchPath, trimTrailingSlash } from './search-presets';

describe('searchPresetFor', () => {
  it.each([
    ['/search/used-cars', { facet: 'car_type', value: 'used' }],
    ['/search/used-cars/', { facet: 'car_type', value: 'used' }],
    ['/search/demo-cars', { facet: 'car_type', value: 'demo' }],
    ['/search/new-cars', { facet: 'car_type', value: 'new' }],
    ['/electric-cars', { facet: 'simple_fuel', value: 'Electric' }],
    ['/search/new-used-and-demo-cars/', null],
  ])('%s implies %j', (path, refinement) => {
    expect(searchPresetFor(path)?.refinement).toEqual(refinement);
  });

  it.each(['/search', '/search/hybrid-cars', '/', '/SEARCH/USED-CARS'])('%s is no preset', (path) => {
    expect(searchPresetFor(path)).toBeNull();
  });
});

describe('trimTrailingSlash', () => {
  it.each([
    ['/search/', '/search'],
    ['/search//', '/search'],
    ['/search', '/search'],
    ['/', '/'],
    ['', ''],
  ])('%j -> %j', (path, expected) => {
    expect(trimTrailingSlash(path)).toBe(expected);
  });
});

describe('siteSearchPath', () => {
  it("is the site's configured search path", () => {
    expect(siteSearchPath({ searchPath: '/cars' })).toBe('/cars');
  });

  it('falls back to the default search path when none is configured or it is blank', () => {
    expect(siteSearchPath({ searchPath: '' })).toBe(DEFAULT_SEARCH_PATH);
    expect(siteSearchPath({ searchPath: '   ' })).toBe(DEFAULT_SEARCH_PATH);
    expect(siteSearchPath({})).toBe(DEFAULT_SEARCH_PATH);
  });
});

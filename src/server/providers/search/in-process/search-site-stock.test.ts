import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_PAGE } from '@/domain/constants/limits';
import type { TSearchState } from '@/domain/search/types';
import { searchSiteStock } from './search-site-stock';
import { parseSiteFilters } from '../site-filters';
import { stockOf } from './stock-car.fixture';

const state = (over: Partial<TSearchState> = {}): TSearchState => ({
  query: '',
  page: 1,
  sortBy: null,
  refinements: {},
  ...over,
});
const noFilters = { site: null, refinements: {} };

const stock = stockOf(
  { make: 'Toyota', model: 'Corolla', carType: 'used', price: 15000, km: 90000, year: 2018, customRank: 5 },
  {
    make: 'Toyota',
    model: 'HiLux',
    carType: 'new',
    price: 60000,
    km: 10,
    year: 2026,
    customRank: 9,
    body: 'Ute',
  },
  { make: 'Ford', model: 'Ranger', carType: 'used', price: null, km: 120000, year: 2019, customRank: 5 },
  { make: 'Ford', model: 'Ranger', carType: 'demo', price: 52000, km: 5000, year: 2025, body: 'Ute' },
  { make: 'Kia', model: 'EV6', carType: 'new', price: 72000, km: 5, year: 2026, simpleFuel: 'Electric' },
);
const ids = (
  s: TSearchState,
  filters: Parameters<typeof searchSiteStock>[2] = noFilters,
  scores: Float64Array | null = null,
) => searchSiteStock(stock, s, filters, scores).hits.map((h) => h.id);

describe('searchSiteStock: facets', () => {
  it('counts every facet over the matched cars, years newest first, others by count then value', () => {
    const { facets, total } = searchSiteStock(stock, state(), noFilters, null);
    expect(total).toBe(5);
    expect(facets.make).toEqual([
      { value: 'Ford', count: 2 },
      { value: 'Toyota', count: 2 },
      { value: 'Kia', count: 1 },
    ]);
    expect(facets.year.map((f) => f.value)).toEqual(['2026', '2025', '2019', '2018']);
    expect(facets.price_range).toEqual([
      { value: '50000-75000', count: 3 },
      { value: '10000-20000', count: 1 },
    ]);
    expect(facets.body).toEqual([{ value: 'Ute', count: 2 }]);
    expect(facets.simple_fuel).toEqual([{ value: 'Electric', count: 1 }]);
    expect(facets.km_range.find((f) => f.value === '0-100')).toEqual({ value: '0-100', count: 2 });
  });

  it('matches make and model values ignoring case, spaces and punctuation (a catalogue link)', () => {
    const filters = { site: null, refinements: { make: ['TOYOTA'], model: ['hi-lux '] } };
    expect(searchSiteStock(stock, state(), filters, null).hits.map((h) => h.id)).toEqual([2]);
    const none = { site: null, refinements: { model: ['HiLux 2'] } };
    expect(searchSiteStock(stock, state(), none, null).total).toBe(0);
  });

  it('counts a refined facet without its own refinement (disjunctive) and the others with it', () => {
    const filters = { site: null, refinements: { make: ['Ford'], car_type: ['used'] } };
    const result = searchSiteStock(stock, state(), filters, null);
    expect(result.hits.map((h) => h.id)).toEqual([3]);
    expect(result.facets.make).toEqual([
      { value: 'Ford', count: 1 },
      { value: 'Toyota', count: 1 },
    ]);
    expect(result.facets.car_type).toEqual([
      { value: 'demo', count: 1 },
      { value: 'used', count: 1 },
    ]);
    expect(result.facets.model).toEqual([{ value: 'Ranger', count: 1 }]);
  });

  it('leaves out rows the text did not match and those outside the site’s filter', () => {
    const scores = Float64Array.from([5, -1, 10, -1, -1]);
    expect(searchSiteStock(stock, state({ query: 'x' }), noFilters, scores).facets.make).toEqual([
      { value: 'Ford', count: 1 },
      { value: 'Toyota', count: 1 },
    ]);
    const site = { site: parseSiteFilters('make:Kia'), refinements: {} };
    expect(searchSiteStock(stock, state(), site, null).total).toBe(1);
  });
});

describe('searchSiteStock: refinements', () => {
  it.each([
    [{ price_range: ['50000-60000'] }, [4]],
    [{ price_range: ['70000+', '10000-20000'] }, [1, 5]],
    [{ km_range: ['0-100'] }, [2, 5]],
    [{ year: ['2026'] }, [2, 5]],
    [{ year: ['abc'] }, []],
    [{ make: ['Nope'] }, []],
    [{ dealership_slug: ['another-site-dealer'] }, []],
    [{ price_range: ['cheap'] }, []],
  ])('%j finds %j', (refinements, expected) => {
    expect(ids(state(), { site: null, refinements }).sort()).toEqual(expected);
  });
});

describe('searchSiteStock: order and pages', () => {
  it.each([
    [null, [2, 1, 3, 4, 5]],
    ['Car_production_price_asc', [1, 4, 2, 5, 3]],
    ['Car_production_price_desc', [5, 2, 4, 1, 3]],
    ['Car_production_year_desc', [2, 5, 4, 3, 1]],
    ['Car_production_km_asc', [5, 2, 4, 1, 3]],
    ['Car_production_created_at_desc', [5, 4, 3, 2, 1]],
    ['unknown_sort', [2, 1, 3, 4, 5]],
  ])('sort %s', (sortBy, expected) => {
    expect(ids(state({ sortBy }))).toEqual(expected);
  });

  it('orders text results by relevance, ties in the default order, unless a sort is chosen', () => {
    const scores = Float64Array.from([5, 5, 10, -1, 5]);
    expect(ids(state({ query: 'x' }), noFilters, scores)).toEqual([3, 2, 1, 5]);
    expect(ids(state({ query: 'x', sortBy: 'Car_production_km_asc' }), noFilters, scores)).toEqual([
      5, 2, 1, 3,
    ]);
  });

  it('serves 21 a page, an empty page past the end, and reads a bad page as 1', () => {
    const many = stockOf(...Array.from({ length: 50 }, () => ({})));
    const page = (p: number) => searchSiteStock(many, state({ page: p }), noFilters, null);
    expect(page(1).hits).toHaveLength(21);
    expect(page(3).hits.map((h) => h.id)).toEqual([43, 44, 45, 46, 47, 48, 49, 50]);
    expect(page(3).pageCount).toBe(3);
    expect(page(4)).toMatchObject({ hits: [], total: 50, page: 4 });
    expect(page(Number.NaN).page).toBe(1);
    expect(page(-2).page).toBe(1);
    expect(page(10 ** 9).page).toBe(SEARCH_MAX_PAGE + 1);
  });
});

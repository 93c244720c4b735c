import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlgoliaSearchProvider, type TAlgoliaCar } from './algolia-search-provider';
import { startAlgoliaStandIn, type TAlgoliaQuery as TQuery } from '@tests/stand-ins/algolia-stand-in';

type TRecord = TAlgoliaCar & { dealership_id: number; show_on_dealer_website: boolean };

function car(id: number, make: string, model: string, dealership: number, price: number): TRecord {
  return {
    objectID: String(id),
    id,
    slug: `car-${id}`,
    name: `2022 ${make} ${model}`,
    make,
    model,
    year: 2022,
    stocknum: `S${id}`,
    car_type: 'used',
    price,
    km: 1000 * id,
    primary_image_url: null,
    city: 'Parramatta',
    state: 'NSW',
    simple_fuel: null,
    tag: null,
    reserved: false,
    sold: false,
    status: 'in_stock',
    created_at: '2026-01-01T00:00:00.000Z',
    weekly_repayment: null,
    comparison_rate: null,
    term_months: null,
    dealership_slug: `d${dealership}`,
    dealership_id: dealership,
    show_on_dealer_website: true,
  };
}

const RECORDS: TRecord[] = [
  ...Array.from({ length: 30 }, (_, i) =>
    car(i + 1, 'Toyota', i % 2 ? 'HiLux' : 'Corolla', 1, 20000 + i * 100),
  ),
  car(100, 'Ford', 'Ranger', 1, 45000),
  car(200, 'Ford', 'Ranger', 2, 46000),
];

let standIn: Awaited<ReturnType<typeof startAlgoliaStandIn>>;
let host: string;
let seen: Awaited<ReturnType<typeof startAlgoliaStandIn>>['seen'];

beforeAll(async () => {
  standIn = await startAlgoliaStandIn();
  standIn.seed(RECORDS);
  ({ host, seen } = standIn);
});

afterAll(() => standIn.close());

const scope = { dealershipIds: [1], siteFilters: '' };
const state = { query: '', page: 1, sortBy: null, refinements: {} };

describe('algolia provider against a local HTTP server answering the subset of Algolia’s search API it uses (not Algolia itself)', () => {
  it('queries Car_production with the site filter string, 21 a page, and maps hits to the shared shape', async () => {
    const provider = createAlgoliaSearchProvider({ host, key: 'search-key', protocol: 'http' });
    const result = await provider.search(scope, state);
    expect(result.total).toBe(31);
    expect(result.hits).toHaveLength(21);
    expect(result.pageCount).toBe(2);
    expect(result.hits.every((h) => h.dealershipSlug === 'd1')).toBe(true);
    expect(result.facets.make).toEqual([
      { value: 'Toyota', count: 30 },
      { value: 'Ford', count: 1 },
    ]);
    const last = seen.at(-1)!;
    expect(last.path).toBe('/1/indexes/*/queries');
    expect(last.key).toBe('search-key');
    const request = (last.body as { requests: (TQuery & { indexName: string })[] }).requests[0]!;
    expect(request.indexName).toBe('Car_production');
    expect(request.filters).toBe('(dealership_id:1) AND status:in_stock AND show_on_dealer_website:true');
    expect(request.hitsPerPage).toBe(21);
  });

  it('counts a refined facet disjunctively, pages from 1, and sorts through the replica index', async () => {
    const provider = createAlgoliaSearchProvider({ host, key: 'k', protocol: 'http' });
    const result = await provider.search(scope, {
      ...state,
      page: 2,
      sortBy: 'Car_production_price_asc',
      refinements: { make: ['Ford'] },
    });
    expect(result.total).toBe(1);
    expect(result.hits).toEqual([]);
    expect(result.facets.make.map((f) => f.value)).toEqual(['Toyota', 'Ford']);
    const requests = (seen.at(-1)!.body as { requests: { indexName: string; page?: number }[] }).requests;
    expect(requests[0]!.indexName).toBe('Car_production_price_asc');
    expect(requests[0]!.page).toBe(1);
    expect(requests).toHaveLength(2);
  });

  it('caps the page number as the in-process provider does, and the page count at the pages Algolia serves', async () => {
    const provider = createAlgoliaSearchProvider({ host, key: 'k', protocol: 'http' });
    const result = await provider.search(scope, { ...state, page: 5000 });
    expect(result.page).toBe(1001);
    expect(result.hits).toEqual([]);
    expect((seen.at(-1)!.body as { requests: { page?: number }[] }).requests[0]!.page).toBe(1000);
    expect((await provider.search(scope, state)).pageCount).toBe(2);
  });

  it('autocompletes makes, models and cars from one index query', async () => {
    const provider = createAlgoliaSearchProvider({ host, key: 'k', protocol: 'http' });
    const result = await provider.autocomplete(scope, 'ranger');
    expect(result.terms).toEqual([
      { kind: 'make', label: 'Ford', count: 1 },
      { kind: 'model', label: 'Ranger', count: 1 },
    ]);
    expect(result.cars).toEqual([
      { id: 100, slug: 'car-100', name: '2022 Ford Ranger', price: 45000, reserved: false },
    ]);
    expect(seen.at(-1)!.path).toBe('/1/indexes/Car_production/query');
  });
});

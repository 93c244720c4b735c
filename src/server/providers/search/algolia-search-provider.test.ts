import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlgoliaSearchProvider, type TAlgoliaCar } from './algolia-search-provider';

type TRecord = TAlgoliaCar & { dealership_id: number };

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
  };
}

const RECORDS: TRecord[] = [
  ...Array.from({ length: 30 }, (_, i) =>
    car(i + 1, 'Toyota', i % 2 ? 'HiLux' : 'Corolla', 1, 20000 + i * 100),
  ),
  car(100, 'Ford', 'Ranger', 1, 45000),
  car(200, 'Ford', 'Ranger', 2, 46000),
];

type TQuery = {
  query?: string;
  filters?: string;
  facetFilters?: string[][];
  facets?: string[];
  page?: number;
  hitsPerPage?: number;
};

/** Answers the subset of Algolia's API the provider uses: one index query and the multi-query. */
function answer(params: TQuery) {
  const dealers = [...(params.filters ?? '').matchAll(/dealership_id:(\d+)/g)].map((m) => Number(m[1]));
  const q = (params.query ?? '').toLowerCase();
  const matching = RECORDS.filter(
    (r) =>
      dealers.includes(r.dealership_id) &&
      r.name.toLowerCase().includes(q) &&
      (params.facetFilters ?? []).every((any) =>
        any.some((f) => {
          const [facet, value] = f.split(':') as [keyof TRecord, string];
          return String(r[facet]) === value.replace(/"/g, '');
        }),
      ),
  );
  const facets: Record<string, Record<string, number>> = {};
  for (const facet of params.facets ?? []) {
    facets[facet] = {};
    for (const r of matching) {
      const v = r[facet as keyof TRecord];
      if (v !== null) facets[facet][String(v)] = (facets[facet][String(v)] ?? 0) + 1;
    }
  }
  const per = params.hitsPerPage ?? 20;
  const page = params.page ?? 0;
  return {
    hits: matching.slice(page * per, page * per + per),
    nbHits: matching.length,
    page,
    nbPages: Math.ceil(matching.length / Math.max(per, 1)),
    hitsPerPage: per,
    facets,
    processingTimeMS: 1,
    query: params.query ?? '',
    params: '',
    exhaustiveNbHits: true,
  };
}

async function body(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString() || '{}');
}

let server: Server;
const seen: { path: string; key: string | undefined; body: unknown }[] = [];
let host: string;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const payload = await body(req);
    const path = (req.url ?? '').split('?')[0]!;
    seen.push({ path, key: req.headers['x-algolia-api-key'] as string | undefined, body: payload });
    res.setHeader('content-type', 'application/json');
    if (path === '/1/indexes/*/queries') {
      const { requests } = payload as { requests: TQuery[] };
      res.end(JSON.stringify({ results: requests.map(answer) }));
    } else if (/^\/1\/indexes\/[^/]+\/query$/.test(path)) {
      res.end(JSON.stringify(answer(payload as TQuery)));
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ message: 'not in this stand-in', status: 404 }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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

  it('autocompletes makes, models and cars from one index query', async () => {
    const provider = createAlgoliaSearchProvider({ host, key: 'k', protocol: 'http' });
    const result = await provider.autocomplete(scope, 'ranger');
    expect(result.terms).toEqual([
      { kind: 'make', label: 'Ford', count: 1 },
      { kind: 'model', label: 'Ranger', count: 1 },
    ]);
    expect(result.cars).toEqual([{ id: 100, slug: 'car-100', name: '2022 Ford Ranger', price: 45000 }]);
    expect(seen.at(-1)!.path).toBe('/1/indexes/Car_production/query');
  });
});

// The search provider interface on Orama (@orama/orama), for the engine trial only: never wired into the app.
// One Orama index per site, as the in-process engine keeps one snapshot per site. Text is indexed as the
// in-process engine reads it (compact words: "CX-5" is cx, 5 and cx5), typos by Orama's Levenshtein
// tolerance, facets disjunctive (one extra facet-only search per refined facet, as Algolia's clients do).
import { create, insert, insertMultiple, remove, search, type Orama } from '@orama/orama';
import { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE } from '@/domain/constants/limits';
import { facetValueKey } from '@/domain/search/facet-value-key';
import type { TSearchState } from '@/domain/search/types';
import { compactWords } from '@/server/providers/search/in-process/compact-words';
import type { TStockCar } from '@/server/providers/search/in-process/site-stock.types';
import { compactText, normaliseQuery } from '@/server/providers/search/normalise-query';
import { bucketKey, KM_RANGES, parseRangeKey, PRICE_RANGES } from '@/server/providers/search/price-ranges';
import { parseSiteFilters, type TSiteFilter } from '@/server/providers/search/site-filters';
import {
  SEARCH_FACETS,
  type ISearchProvider,
  type TAutocompleteResult,
  type TFacetValue,
  type TSearchFacet,
  type TSearchHit,
  type TSearchResult,
  type TSearchScope,
  type TSearchSort,
} from '@/server/providers/search/types';

const SCHEMA = {
  text: 'string',
  make: 'enum',
  model: 'enum',
  make_model: 'enum',
  car_type: 'enum',
  body: 'enum',
  simple_fuel: 'enum',
  year_value: 'enum',
  price_range: 'enum',
  km_range: 'enum',
  dealership_slug: 'enum',
  year: 'number',
  price: 'number',
  km: 'number',
  custom_rank: 'number',
  car_id: 'number',
  created: 'number',
} as const;
type TOrama = Orama<typeof SCHEMA>;
type TDoc = {
  id: string;
  text: string;
  make: string;
  model: string;
  make_model: string;
  car_type: string;
  body?: string;
  simple_fuel?: string;
  year_value: string;
  price_range?: string;
  km_range?: string;
  dealership_slug: string;
  year: number;
  price?: number;
  km: number;
  custom_rank: number;
  car_id: number;
  created: number;
};
type TWhere = Record<string, unknown>;

/** The Orama property each facet is counted on. */
const FACET_PROPERTY: Record<TSearchFacet, keyof typeof SCHEMA> = {
  make: 'make',
  model: 'model',
  car_type: 'car_type',
  body: 'body',
  simple_fuel: 'simple_fuel',
  year: 'year_value',
  price_range: 'price_range',
  km_range: 'km_range',
  dealership_slug: 'dealership_slug',
};
const FILTER_PROPERTY: Partial<Record<string, keyof typeof SCHEMA>> = {
  ...FACET_PROPERTY,
  year: 'year',
  price: 'price',
  km: 'km',
  custom_rank: 'custom_rank',
  id: 'car_id',
};

function toDoc(car: TStockCar): TDoc {
  const { hit } = car;
  const fields = [
    hit.make,
    hit.model,
    car.badge ?? '',
    car.body ?? '',
    String(hit.year),
    hit.stocknum,
    hit.name,
  ];
  // Each word's parts ("mach", "e") and the word whole ("mache"), and make and model whole ("landcruiser").
  const words = fields
    .flatMap(compactWords)
    .concat(
      fields.flatMap((f) => f.split(/\s+/).map(compactText)),
      compactText(hit.make),
      compactText(hit.model),
    )
    .filter((w) => w !== '');
  // Orama's all-words match (threshold 0) counts the doc's words a query word matched, not the query words,
  // so a doc holding "mach" and "mache" fails "ford mach": keep only words that start no other word.
  const distinct = [...new Set(words)];
  const kept = distinct.filter((w) => !distinct.some((other) => other !== w && other.startsWith(w)));
  const optional = (value: string | null) => (value === null || value === '' ? undefined : value);
  return {
    id: String(hit.id),
    text: kept.join(' '),
    make: hit.make,
    model: hit.model,
    make_model: `${hit.make} ${hit.model}`,
    car_type: hit.carType,
    body: optional(car.body),
    simple_fuel: optional(hit.simpleFuel),
    year_value: String(hit.year),
    price_range: optional(bucketKey(hit.price, PRICE_RANGES)),
    km_range: optional(bucketKey(hit.km, KM_RANGES)),
    dealership_slug: hit.dealershipSlug,
    year: hit.year,
    price: hit.price ?? undefined,
    km: hit.km,
    custom_rank: car.customRank,
    car_id: hit.id,
    created: Date.parse(hit.createdAt),
  };
}

type TSorter = (a: [number, number, TDoc], b: [number, number, TDoc]) => number;
const byDefault: TSorter = (a, b) => b[2].custom_rank - a[2].custom_rank || a[2].car_id - b[2].car_id;
/** Ascending with a missing value last (SQL's nulls last), ties by car id. */
const ascending =
  (key: 'price' | 'km', sign: 1 | -1): TSorter =>
  (a, b) => {
    const x = a[2][key];
    const y = b[2][key];
    if (x === undefined || y === undefined)
      return x === y ? a[2].car_id - b[2].car_id : x === undefined ? 1 : -1;
    return sign * (x - y) || a[2].car_id - b[2].car_id;
  };
const SORTERS: Record<TSearchSort, TSorter> = {
  Car_production_price_asc: ascending('price', 1),
  Car_production_price_desc: ascending('price', -1),
  Car_production_year_desc: (a, b) => b[2].year - a[2].year || byDefault(a, b),
  Car_production_km_asc: ascending('km', 1),
  Car_production_created_at_desc: (a, b) => b[2].created - a[2].created || b[2].car_id - a[2].car_id,
};

/** A word this long may be one edit off (8+: two), as the in-process engine's edit-distance pass allows. */
function toleranceOf(words: readonly string[]): number {
  const longest = Math.max(0, ...words.map((w) => w.length));
  return longest >= 8 ? 2 : longest >= 5 ? 1 : 0;
}

type TSiteIndex = { db: TOrama; values: Record<TSearchFacet, Set<string>> };

/** A search provider on Orama with one index per site; `change` applies a stock change to every site holding the dealership. */
export function createOramaSearchProvider(dealerships: Map<number, TStockCar[]>) {
  const sites = new Map<string, TSiteIndex>();
  const hits = new Map<number, TSearchHit>();
  for (const cars of dealerships.values()) for (const car of cars) hits.set(car.hit.id, car.hit);

  function remember(index: TSiteIndex, car: TStockCar) {
    const doc = toDoc(car);
    for (const facet of SEARCH_FACETS) {
      const value = doc[FACET_PROPERTY[facet] as keyof TDoc];
      if (typeof value === 'string') index.values[facet].add(value);
    }
    return doc;
  }

  async function siteIndex(ids: readonly number[]): Promise<TSiteIndex> {
    const key = [...new Set(ids)].sort((a, b) => a - b).join(',');
    let index = sites.get(key);
    if (!index) {
      const values = Object.fromEntries(SEARCH_FACETS.map((f) => [f, new Set<string>()]));
      index = { db: create({ schema: SCHEMA }), values: values as TSiteIndex['values'] };
      const docs = ids.flatMap((id) => dealerships.get(id) ?? []).map((car) => remember(index!, car));
      await insertMultiple(index.db, docs, 5000);
      sites.set(key, index);
    }
    return index;
  }

  /** A refinement as a where clause: values matched by facetValueKey against the values the site holds. */
  function refinementWhere(index: TSiteIndex, facet: TSearchFacet, values: readonly string[]): TWhere {
    if (facet === 'price_range' || facet === 'km_range') {
      const property = facet === 'price_range' ? 'price' : 'km';
      const ranges = values.map(parseRangeKey).filter((r) => r !== null);
      return {
        or: ranges.map((r) => ({
          and: [{ [property]: { gte: r.from } }, ...(r.to === null ? [] : [{ [property]: { lt: r.to } }])],
        })),
      };
    }
    const keys = new Set(
      (facet === 'year' ? values.filter((v) => /^\d{4}$/.test(v)) : values).map(facetValueKey),
    );
    const known = [...index.values[facet]].filter((v) => keys.has(facetValueKey(v)));
    return { [FACET_PROPERTY[facet]]: { in: known.length > 0 ? known : ['\u0000'] } };
  }

  function siteFilterWhere(index: TSiteIndex, filter: TSiteFilter): TWhere {
    switch (filter.kind) {
      case 'and':
      case 'or':
        return { [filter.kind]: filter.parts.map((p) => siteFilterWhere(index, p)) };
      case 'not':
        return { not: siteFilterWhere(index, filter.part) };
      case 'equals': {
        const facet = filter.attribute as TSearchFacet;
        if (!(facet in FACET_PROPERTY)) throw new Error(`not in the trial: ${filter.attribute}`);
        if (facet === 'price_range' || facet === 'km_range')
          return refinementWhere(index, facet, [filter.value]);
        const known = [...index.values[facet]].filter((v) => v.toLowerCase() === filter.value.toLowerCase());
        return { [FACET_PROPERTY[facet]]: { in: known.length > 0 ? known : ['\u0000'] } };
      }
      case 'range':
      case 'compare': {
        const property = FILTER_PROPERTY[filter.attribute];
        if (property === undefined) throw new Error(`not in the trial: ${filter.attribute}`);
        const numeric = filter.attribute === 'year' ? 'year' : property;
        if (filter.kind === 'range') return { [numeric]: { between: [filter.from, filter.to] } };
        const op = { '<': 'lt', '<=': 'lte', '=': 'eq', '>=': 'gte', '>': 'gt' }[filter.op as string];
        if (op === undefined) return { not: { [numeric]: { eq: filter.value } } };
        return { [numeric]: { [op]: filter.value } };
      }
    }
  }

  function whereOf(parts: TWhere[]): TWhere | undefined {
    return parts.length === 0 ? undefined : parts.length === 1 ? parts[0] : { and: parts };
  }

  function textParams(query: string) {
    const words = normaliseQuery(query).map((t) => t.compact);
    if (words.length === 0) return {};
    return {
      term: words.join(' '),
      properties: ['text' as const],
      tolerance: toleranceOf(words),
      threshold: 0,
    };
  }

  function facetList(facet: TSearchFacet, values: Record<string, number> | undefined): TFacetValue[] {
    return Object.entries(values ?? {})
      .filter(([value, count]) => value !== '' && count > 0)
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) =>
        facet === 'year'
          ? Number(b.value) - Number(a.value)
          : b.count - a.count || a.value.localeCompare(b.value),
      );
  }

  const provider: ISearchProvider = {
    async search(scope: TSearchScope, state: TSearchState): Promise<TSearchResult> {
      const page = Math.min(Math.max(1, Math.trunc(state.page) || 1), SEARCH_MAX_PAGE + 1);
      const index = await siteIndex(scope.dealershipIds);
      const siteFilter = parseSiteFilters(scope.siteFilters);
      const siteWhere = siteFilter === null ? [] : [siteFilterWhere(index, siteFilter)];
      const refined = SEARCH_FACETS.filter((f) => (state.refinements[f]?.length ?? 0) > 0);
      const refinement = new Map(refined.map((f) => [f, refinementWhere(index, f, state.refinements[f]!)]));
      const text = textParams(state.query);
      const sorter = state.sortBy && state.sortBy in SORTERS ? SORTERS[state.sortBy as TSearchSort] : null;
      const main = await search(index.db, {
        ...text,
        where: whereOf([...siteWhere, ...refinement.values()]),
        facets: Object.fromEntries(
          SEARCH_FACETS.filter((f) => !refinement.has(f)).map((f) => [FACET_PROPERTY[f], {}]),
        ),
        sortBy: (sorter ?? (text.term ? undefined : byDefault)) as never,
        offset: (page - 1) * SEARCH_PAGE_SIZE,
        limit: SEARCH_PAGE_SIZE,
      });
      const facets = {} as Record<TSearchFacet, TFacetValue[]>;
      for (const f of SEARCH_FACETS)
        if (!refinement.has(f)) facets[f] = facetList(f, main.facets?.[FACET_PROPERTY[f]]?.values);
      for (const f of refined) {
        const others = [...refinement].filter(([g]) => g !== f).map(([, w]) => w);
        const own = await search(index.db, {
          ...text,
          where: whereOf([...siteWhere, ...others]),
          facets: { [FACET_PROPERTY[f]]: {} },
          preflight: true,
        });
        facets[f] = facetList(f, own.facets?.[FACET_PROPERTY[f]]?.values);
      }
      const total = main.count;
      return {
        hits: main.hits.map((h) => hits.get(Number(h.id))!),
        total,
        page,
        pageCount: Math.min(Math.ceil(total / SEARCH_PAGE_SIZE), SEARCH_MAX_PAGE),
        facets: Object.fromEntries(SEARCH_FACETS.map((f) => [f, facets[f]])) as typeof facets,
      };
    },

    async autocomplete(scope: TSearchScope, query: string): Promise<TAutocompleteResult> {
      const text = textParams(query);
      if (!text.term || scope.dealershipIds.length === 0) return { terms: [], cars: [] };
      const index = await siteIndex(scope.dealershipIds);
      const siteFilter = parseSiteFilters(scope.siteFilters);
      const found = await search(index.db, {
        ...text,
        where: siteFilter === null ? undefined : siteFilterWhere(index, siteFilter),
        facets: { make: {}, make_model: {} },
        limit: 5,
      });
      const top = (values: Record<string, number> | undefined, n: number) =>
        Object.entries(values ?? {})
          .filter(([, count]) => count > 0)
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, n);
      return {
        terms: [
          ...top(found.facets?.make?.values, 3).map(([label, count]) => ({
            kind: 'make' as const,
            label,
            count,
          })),
          ...top(found.facets?.make_model?.values, 4).map(([label, count]) => ({
            kind: 'model' as const,
            label,
            count,
          })),
        ],
        cars: found.hits.map((h) => {
          const { id, slug, name, price, reserved } = hits.get(Number(h.id))!;
          return { id, slug, name, price, reserved };
        }),
      };
    },
  };

  return {
    ...provider,
    /** Builds every site's index now (a server warms them all before it serves). */
    async build(scopes: readonly TSearchScope[]) {
      for (const scope of scopes) await siteIndex(scope.dealershipIds);
    },
    /** A car of the dealership added or changed (`car`), or removed (`removedId`), in every site holding it. */
    async change(dealershipId: number, change: { car: TStockCar } | { removedId: number }) {
      const id = 'car' in change ? change.car.hit.id : change.removedId;
      for (const [key, index] of sites) {
        if (!key.split(',').includes(String(dealershipId))) continue;
        await remove(index.db, String(id));
        if ('car' in change) await insert(index.db, remember(index, change.car));
      }
      if ('car' in change) hits.set(id, change.car.hit);
      else hits.delete(id);
    },
  };
}

import { algoliasearch, type SearchResponse } from 'algoliasearch';
import { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE } from '@/domain/constants/limits';
import { isSearchFacet, isSearchSort, MAX_QUERY_LENGTH } from '@/domain/search/search-vocabulary';
import type { TSearchState } from '@/domain/search/types';
import { normaliseQuery } from './normalise-query';
import {
  SEARCH_FACETS,
  type ISearchProvider,
  type TFacetValue,
  type TSearchFacet,
  type TSearchHit,
  type TSearchScope,
} from './types';

/** The hosted index's settings from the site config (search_settings). */
export type TAlgoliaSettings = { host: string; key: string; index?: string; protocol?: 'http' | 'https' };

export const ALGOLIA_BASE_INDEX = 'Car_production';

/** A car record as the hosted index holds it (snake_case, as the stock outbox writes it). */
export type TAlgoliaCar = {
  objectID: string;
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  year: number;
  stocknum: string;
  car_type: TSearchHit['carType'];
  price: number | null;
  km: number;
  primary_image_url: string | null;
  city: string | null;
  state: string | null;
  simple_fuel: TSearchHit['simpleFuel'];
  tag: string | null;
  reserved: boolean;
  /** Absent on records written before the index carried them: then no checkout button. */
  reservable?: boolean | null;
  has_checkout_payment_processor?: boolean;
  sold: boolean;
  status: TSearchHit['status'];
  created_at: string;
  weekly_repayment: number | null;
  /** Absent on records written before the index carried it: then no repayment is worked out. */
  interest_rate?: string | null;
  comparison_rate: string | null;
  term_months: number | null;
  dealership_slug: string;
};

const quote = (v: string) => `"${v.replace(/["\\]/g, '')}"`;

/** The filter string every search of a site carries: its dealerships, stock shown on the website, its own filters. */
export function algoliaFilters(scope: TSearchScope): string {
  const dealers = scope.dealershipIds.map((id) => `dealership_id:${Number(id)}`).join(' OR ');
  const parts = [`(${dealers})`, 'status:in_stock', 'show_on_dealer_website:true'];
  if (scope.siteFilters.trim()) parts.push(`(${scope.siteFilters.trim()})`);
  return parts.join(' AND ');
}

function facetFilters(state: TSearchState, except?: TSearchFacet): string[][] {
  return SEARCH_FACETS.filter((f) => f !== except && (state.refinements[f]?.length ?? 0) > 0).map((f) =>
    (state.refinements[f] ?? []).map((v) => `${f}:${quote(v)}`),
  );
}

function toHit(r: TAlgoliaCar): TSearchHit {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    make: r.make,
    model: r.model,
    year: r.year,
    stocknum: r.stocknum,
    carType: r.car_type,
    price: r.price,
    km: r.km,
    primaryImageUrl: r.primary_image_url,
    city: r.city,
    state: r.state,
    simpleFuel: r.simple_fuel,
    tag: r.tag,
    reserved: r.reserved,
    reservable: r.reservable ?? null,
    hasCheckoutPaymentProcessor: r.has_checkout_payment_processor ?? false,
    sold: r.sold,
    status: r.status,
    createdAt: r.created_at,
    weeklyRepayment: r.weekly_repayment,
    interestRate: r.interest_rate ?? null,
    comparisonRate: r.comparison_rate,
    termMonths: r.term_months,
    dealershipSlug: r.dealership_slug,
  };
}

/** The application id an Algolia host names ("APPID-dsn.algolia.net"); any stand-in host gets a placeholder. */
export function algoliaAppId(host: string): string {
  return host.split(/[-.:]/)[0] || 'app';
}

/**
 * The hosted search (spec section 7): index Car_production (custom_rank descending), a sort picks its
 * replica, the site's filter string, 21 hits a page; facet counts are disjunctive (one extra query per
 * refined facet, sent together in one multi-query request). Same result shape as the in-process provider.
 */
export function createAlgoliaSearchProvider(settings: TAlgoliaSettings): ISearchProvider {
  const client = algoliasearch(algoliaAppId(settings.host), settings.key, {
    hosts: [{ url: settings.host, accept: 'readWrite', protocol: settings.protocol ?? 'https' }],
  });
  const base = settings.index ?? ALGOLIA_BASE_INDEX;
  return {
    async search(scope, state) {
      const facets = Object.fromEntries(SEARCH_FACETS.map((f) => [f, [] as TFacetValue[]])) as Record<
        TSearchFacet,
        TFacetValue[]
      >;
      // Pages as the in-process provider serves them: none past SEARCH_MAX_PAGE (a later one answers as past the end).
      const page = Math.min(Math.max(1, Math.trunc(state.page) || 1), SEARCH_MAX_PAGE + 1);
      if (scope.dealershipIds.length === 0) return { hits: [], total: 0, page, pageCount: 0, facets };
      const indexName =
        state.sortBy && isSearchSort(state.sortBy) ? state.sortBy.replace(ALGOLIA_BASE_INDEX, base) : base;
      const query = normaliseQuery(state.query).length ? state.query.slice(0, MAX_QUERY_LENGTH) : '';
      const filters = algoliaFilters(scope);
      const refined = SEARCH_FACETS.filter((f) => (state.refinements[f]?.length ?? 0) > 0);
      const { results } = await client.search<TAlgoliaCar>({
        requests: [
          {
            indexName,
            query,
            filters,
            facetFilters: facetFilters(state),
            facets: SEARCH_FACETS.filter((f) => !refined.includes(f)),
            page: page - 1,
            hitsPerPage: SEARCH_PAGE_SIZE,
          },
          ...refined.map((f) => ({
            indexName,
            query,
            filters,
            facetFilters: facetFilters(state, f),
            facets: [f],
            hitsPerPage: 0,
          })),
        ],
      });
      const [main, ...others] = results as SearchResponse<TAlgoliaCar>[];
      for (const res of [main, ...others]) {
        for (const [facet, counts] of Object.entries(res?.facets ?? {})) {
          if (!isSearchFacet(facet)) continue;
          if (res !== main || !refined.includes(facet as TSearchFacet))
            facets[facet as TSearchFacet] = Object.entries(counts)
              .map(([value, count]) => ({ value, count }))
              .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
        }
      }
      const total = main?.nbHits ?? 0;
      return {
        hits: (main?.hits ?? []).map(toHit),
        total,
        page,
        // Algolia serves no hits past its pagination limit (paginationLimitedTo); nbPages says where it ends.
        pageCount: Math.min(Math.ceil(total / SEARCH_PAGE_SIZE), main?.nbPages ?? 0, SEARCH_MAX_PAGE),
        facets,
      };
    },

    async autocomplete(scope, text) {
      if (scope.dealershipIds.length === 0 || normaliseQuery(text).length === 0)
        return { terms: [], cars: [] };
      const res = await client.searchSingleIndex<TAlgoliaCar>({
        indexName: base,
        searchParams: {
          query: text.slice(0, MAX_QUERY_LENGTH),
          filters: algoliaFilters(scope),
          facets: ['make', 'model'],
          hitsPerPage: 5,
        },
      });
      const top = (facet: string, n: number) =>
        Object.entries(res.facets?.[facet] ?? {})
          .sort((a, b) => b[1] - a[1])
          .slice(0, n);
      return {
        terms: [
          ...top('make', 3).map(([label, count]) => ({ kind: 'make' as const, label, count })),
          ...top('model', 4).map(([label, count]) => ({ kind: 'model' as const, label, count })),
        ],
        cars: res.hits.map((h) => ({
          id: h.id,
          slug: h.slug,
          name: h.name,
          price: h.price,
          reserved: h.reserved,
        })),
      };
    },
  };
}

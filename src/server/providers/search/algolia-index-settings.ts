import type { BaseIndexSettings, IndexSettingsAsSearchParams } from 'algoliasearch';
import { isSearchFacet } from '@/domain/search/search-vocabulary';
import { ALGOLIA_BASE_INDEX } from './algolia-search-provider';
import { SITE_FILTER_ATTRIBUTES } from './site-filters';
import { SEARCH_FACETS, SEARCH_SORTS, type TSearchSort } from './types';

type TIndexSettings = BaseIndexSettings & IndexSettingsAsSearchParams;

/** Algolia's default ranking criteria, which a sort replica puts its own sort in front of. */
const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

/** What each sort replica orders by (numeric record attributes; created_at is a date string, so its timestamp). */
const SORT_RANKING: Record<TSearchSort, string> = {
  Car_production_price_asc: 'asc(price)',
  Car_production_price_desc: 'desc(price)',
  Car_production_year_desc: 'desc(year)',
  Car_production_km_asc: 'asc(km)',
  Car_production_created_at_desc: 'desc(created_at_timestamp)',
};

const NUMERIC = new Set(['id', 'price', 'km', 'custom_rank']);

/** The name a sort takes for an index ("Car_production_price_asc" for "Cars_staging": "Cars_staging_price_asc"). */
export function sortIndexName(sort: TSearchSort, baseIndex: string): string {
  return `${baseIndex}${sort.slice(ALGOLIA_BASE_INDEX.length)}`;
}

/**
 * The settings the algolia provider relies on: records searchable by make, model, badge, name, year, stock
 * number and body; the nine facets counted; every attribute the provider's own filter and a site's filter
 * string may name declared for filtering (numbers filter without it); custom_rank descending; and one
 * standard replica per sort, ranked by its sort first.
 */
export function algoliaIndexSettings(baseIndex: string): {
  primary: TIndexSettings;
  replicas: { indexName: string; settings: TIndexSettings }[];
} {
  const filterOnly = SITE_FILTER_ATTRIBUTES.filter((a) => !isSearchFacet(a) && !NUMERIC.has(a)).map(
    (a) => `filterOnly(${a})`,
  );
  const shared: TIndexSettings = {
    searchableAttributes: ['make,model', 'badge', 'name', 'year', 'stocknum', 'body'],
    attributesForFaceting: [...SEARCH_FACETS, ...filterOnly],
    customRanking: ['desc(custom_rank)'],
  };
  const sorts = Object.keys(SEARCH_SORTS) as TSearchSort[];
  return {
    primary: { ...shared, replicas: sorts.map((s) => sortIndexName(s, baseIndex)) },
    replicas: sorts.map((s) => ({
      indexName: sortIndexName(s, baseIndex),
      settings: { ...shared, ranking: [SORT_RANKING[s], ...DEFAULT_RANKING] },
    })),
  };
}

import { SEARCH_MAX_PAGE } from '@/domain/constants/limits';
import type { TSearchState } from '@/domain/search/types';
import type { TDb } from '@/server/db/client';
import { findTypoWords } from './find-typo-words';
import { normaliseQuery } from '../normalise-query';
import { scoreStockText, stockHoldsWord } from './score-stock-text';
import { searchSiteStock } from './search-site-stock';
import type { TSiteStock } from './site-stock.types';
import { matchesSiteFilter } from './matches-site-filter';
import { parseSiteFilters } from '../site-filters';
import { createStockSnapshots } from './stock-snapshots';
import { suggestFromStock } from './suggest-from-stock';
import {
  SEARCH_FACETS,
  type ISearchProvider,
  type TFacetValue,
  type TSearchFacet,
  type TSearchResult,
  type TSearchScope,
} from '../types';

function emptyResult(state: TSearchState): TSearchResult {
  const facets = Object.fromEntries(SEARCH_FACETS.map((f) => [f, [] as TFacetValue[]])) as Record<
    TSearchFacet,
    TFacetValue[]
  >;
  const page = Math.min(Math.max(1, Math.trunc(state.page) || 1), SEARCH_MAX_PAGE + 1);
  return { hits: [], total: 0, page, pageCount: 0, facets };
}

const NO_TYPOS: ReadonlyMap<number, number> = new Map();

/**
 * How well each row matches the query text (-1: not at all), or null when there is no text. Typos are looked
 * up only for words no car holds as written (the only words scoreStockText scores as typos): most words, and
 * almost every partly typed word of an autocomplete ("hil", "hilu"), then never wait for the database.
 */
async function textScores(db: TDb, stock: TSiteStock, query: string): Promise<Float64Array | null> {
  const tokens = normaliseQuery(query);
  if (tokens.length === 0) return null;
  const typos = await Promise.all(
    tokens.map((t) =>
      t.isYear || stockHoldsWord(stock, t.compact) ? NO_TYPOS : findTypoWords(db, stock, t),
    ),
  );
  return scoreStockText(stock, tokens, typos);
}

/**
 * Search in process over the app's own database (PGlite or PostgreSQL): text with pg_trgm typo tolerance, the site's
 * filter string, disjunctive facets, sorts and pages, computed on a per-process snapshot of the site's stock
 * that is checked against the database's stock versions before every search (docs/adr/0006-search-stock-snapshot.md).
 */
export function createInProcessSearchProvider(getDb: () => Promise<TDb>): ISearchProvider {
  const snapshots = createStockSnapshots(getDb);
  return searchOverStock(getDb, (dealershipIds) => snapshots.siteStock(dealershipIds));
}

/**
 * The engine's search and suggestions over a site's stock as `siteStock` gives it: the app's snapshots of the cars
 * table, or stock held in memory (the engine benchmark, bench/search-engines).
 */
export function searchOverStock(
  getDb: () => Promise<TDb>,
  siteStock: (dealershipIds: readonly number[]) => Promise<TSiteStock> | TSiteStock,
): ISearchProvider {
  return {
    async search(scope: TSearchScope, state: TSearchState): Promise<TSearchResult> {
      if (scope.dealershipIds.length === 0) return emptyResult(state);
      const db = await getDb();
      const stock = await siteStock(scope.dealershipIds);
      const scores = await textScores(db, stock, state.query);
      const filters = { site: parseSiteFilters(scope.siteFilters), refinements: state.refinements };
      return searchSiteStock(stock, state, filters, scores);
    },

    async autocomplete(scope, query) {
      if (scope.dealershipIds.length === 0 || normaliseQuery(query).length === 0)
        return { terms: [], cars: [] };
      const db = await getDb();
      const stock = await siteStock(scope.dealershipIds);
      const scores = await textScores(db, stock, query);
      if (scores === null) return { terms: [], cars: [] };
      const siteFilter = parseSiteFilters(scope.siteFilters);
      return suggestFromStock(
        stock,
        scores,
        siteFilter === null ? () => true : matchesSiteFilter(stock, siteFilter),
      );
    },
  };
}

import { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE } from '@/domain/constants/limits';
import type { TSearchState } from '@/domain/search/types';
import { matchesRefinement, type TRowTest } from './matches-refinement';
import { matchesSiteFilter } from './matches-site-filter';
import type { TSiteFilter } from '../site-filters';
import type { TSiteStock, TStockOrder } from './site-stock.types';
import {
  SEARCH_FACETS,
  type TFacetValue,
  type TSearchFacet,
  type TSearchResult,
  type TSearchSort,
} from '../types';

const SORT_ORDER: Record<TSearchSort, TStockOrder> = {
  Car_production_price_asc: 'price_asc',
  Car_production_price_desc: 'price_desc',
  Car_production_year_desc: 'year_desc',
  Car_production_km_asc: 'km_asc',
  Car_production_created_at_desc: 'created_desc',
};

/** The refinements as row tests; the site's fixed filter (parseSiteFilters, null for none) is ANDed in as well. */
export type TSearchFilters = {
  site: TSiteFilter | null;
  refinements: TSearchState['refinements'];
};

function facetList(stock: TSiteStock, facet: TSearchFacet, counts: Uint32Array): TFacetValue[] {
  const values = stock.facetValues[facet];
  const list: TFacetValue[] = [];
  for (let code = 1; code < counts.length; code++)
    if (counts[code]! > 0) list.push({ value: values[code]!, count: counts[code]! });
  return list.sort((a, b) =>
    facet === 'year'
      ? Number(b.value) - Number(a.value)
      : b.count - a.count || a.value.localeCompare(b.value),
  );
}

/** The rows of the page in the requested order: relevance (text queries by default) or a presorted order. */
function pageRows(
  stock: TSiteStock,
  matched: number[],
  inMatch: Uint8Array,
  sortBy: string | null,
  scores: Float64Array | null,
  offset: number,
): number[] {
  const order = sortBy && sortBy in SORT_ORDER ? SORT_ORDER[sortBy as TSearchSort] : null;
  if (order === null && scores !== null) {
    const rank = stock.defaultRank;
    return matched
      .sort((a, b) => scores[b]! - scores[a]! || rank[a]! - rank[b]!)
      .slice(offset, offset + SEARCH_PAGE_SIZE);
  }
  const rows: number[] = [];
  let seen = 0;
  for (const row of stock.orders[order ?? 'default']) {
    if (inMatch[row] === 0) continue;
    if (seen++ >= offset) rows.push(row);
    if (rows.length === SEARCH_PAGE_SIZE) break;
  }
  return rows;
}

/**
 * One search over a site's stock snapshot in a single pass: rows failing the text or the site's filter are
 * skipped; a row failing no refinement is a hit and counts in every facet; a row failing exactly one refined
 * facet counts only in that facet (disjunctive facets: each is counted without its own refinement).
 * `scores` (from scoreStockText) is null without query text; -1 marks a row the text does not match.
 */
export function searchSiteStock(
  stock: TSiteStock,
  state: TSearchState,
  filters: TSearchFilters,
  scores: Float64Array | null,
): TSearchResult {
  const page = Math.min(Math.max(1, Math.trunc(state.page) || 1), SEARCH_MAX_PAGE + 1);
  const siteTest = filters.site === null ? null : matchesSiteFilter(stock, filters.site);
  const refined = SEARCH_FACETS.filter((f) => (filters.refinements[f]?.length ?? 0) > 0);
  const tests: TRowTest[] = refined.map((f) => matchesRefinement(stock, f, filters.refinements[f] ?? []));
  const codes = SEARCH_FACETS.map((f) => stock.facetCodes[f]);
  const counts = SEARCH_FACETS.map((f) => new Uint32Array(stock.facetValues[f].length));
  const refinedIndex = refined.map((f) => SEARCH_FACETS.indexOf(f));
  const inMatch = new Uint8Array(stock.cars.length);
  const matched: number[] = [];

  for (let row = 0; row < stock.cars.length; row++) {
    if (scores !== null && scores[row]! < 0) continue;
    if (siteTest !== null && !siteTest(row)) continue;
    let failed = -1;
    let failures = 0;
    for (let k = 0; k < tests.length && failures < 2; k++) {
      if (!tests[k]!(row)) {
        failures++;
        failed = refinedIndex[k]!;
      }
    }
    if (failures === 0) {
      matched.push(row);
      inMatch[row] = 1;
      for (let f = 0; f < codes.length; f++) counts[f]![codes[f]![row]!]!++;
    } else if (failures === 1) {
      counts[failed]![codes[failed]![row]!]!++;
    }
  }

  const facets = Object.fromEntries(
    SEARCH_FACETS.map((f, i) => [f, facetList(stock, f, counts[i]!)]),
  ) as Record<TSearchFacet, TFacetValue[]>;
  const total = matched.length;
  const rows = pageRows(stock, matched, inMatch, state.sortBy, scores, (page - 1) * SEARCH_PAGE_SIZE);
  return {
    hits: rows.map((row) => stock.cars[row]!.hit),
    total,
    page,
    pageCount: Math.min(Math.ceil(total / SEARCH_PAGE_SIZE), SEARCH_MAX_PAGE),
    facets,
  };
}

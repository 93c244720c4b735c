// The in-process engine for the trial: the same functions createInProcessSearchProvider calls (snapshot
// build, text scores with the database's typo lookup, one-pass search, suggestions), on stock held in memory
// instead of loaded from the cars table. What the trial leaves out is the per-search version read (one
// primary-key lookup) and, after a change, the reload of the changed dealership's rows from the database.
import type { TSearchState } from '@/domain/search/types';
import type { TDb } from '@/server/db/client';
import { buildSiteStock } from '@/server/providers/search/in-process/build-site-stock';
import { findTypoWords } from '@/server/providers/search/in-process/find-typo-words';
import { matchesSiteFilter } from '@/server/providers/search/in-process/matches-site-filter';
import { scoreStockText } from '@/server/providers/search/in-process/score-stock-text';
import { searchSiteStock } from '@/server/providers/search/in-process/search-site-stock';
import type { TSiteStock, TStockCar } from '@/server/providers/search/in-process/site-stock.types';
import { suggestFromStock } from '@/server/providers/search/in-process/suggest-from-stock';
import { normaliseQuery } from '@/server/providers/search/normalise-query';
import { parseSiteFilters } from '@/server/providers/search/site-filters';
import type { ISearchProvider, TSearchScope } from '@/server/providers/search/types';

async function textScores(db: TDb, stock: TSiteStock, query: string): Promise<Float64Array | null> {
  const tokens = normaliseQuery(query);
  if (tokens.length === 0) return null;
  const typos = await Promise.all(tokens.map((t) => findTypoWords(db, stock, t)));
  return scoreStockText(stock, tokens, typos);
}

/** The in-process engine over `dealerships`; `change` marks a dealership's snapshot stale, as a version bump does. */
export function createInProcessEngine(db: TDb, dealerships: Map<number, TStockCar[]>) {
  const sites = new Map<string, { stale: boolean; stock: TSiteStock; ids: number[] }>();

  function siteStock(dealershipIds: readonly number[]): TSiteStock {
    const ids = [...new Set(dealershipIds)].sort((a, b) => a - b);
    const key = ids.join(',');
    const cached = sites.get(key);
    if (cached && !cached.stale) return cached.stock;
    const stock = buildSiteStock(ids.flatMap((id) => dealerships.get(id) ?? []));
    sites.set(key, { stale: false, stock, ids });
    return stock;
  }

  const provider: ISearchProvider = {
    async search(scope: TSearchScope, state: TSearchState) {
      const stock = siteStock(scope.dealershipIds);
      const scores = await textScores(db, stock, state.query);
      const filters = { site: parseSiteFilters(scope.siteFilters), refinements: state.refinements };
      return searchSiteStock(stock, state, filters, scores);
    },
    async autocomplete(scope, query) {
      if (scope.dealershipIds.length === 0 || normaliseQuery(query).length === 0)
        return { terms: [], cars: [] };
      const stock = siteStock(scope.dealershipIds);
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

  return {
    ...provider,
    async build(scopes: readonly TSearchScope[]) {
      for (const scope of scopes) siteStock(scope.dealershipIds);
    },
    async change(dealershipId: number, change: { car: TStockCar } | { removedId: number }) {
      const cars = dealerships.get(dealershipId) ?? [];
      const id = 'car' in change ? change.car.hit.id : change.removedId;
      const kept = cars.filter((c) => c.hit.id !== id);
      dealerships.set(dealershipId, 'car' in change ? [...kept, change.car] : kept);
      for (const site of sites.values()) if (site.ids.includes(dealershipId)) site.stale = true;
    },
  };
}

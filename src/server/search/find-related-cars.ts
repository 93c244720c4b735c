import { pickRelatedCars, relatedSearches, searchedPrice } from '@/domain/search/related-searches';
import type { TSearchState } from '@/domain/search/types';
import type { ISearchProvider, TSearchHit, TSearchScope } from '@/server/providers/search/types';

/**
 * Cars of the site related to a search that found none (relatedSearches: same make and model, make, body,
 * the text alone), nearest the price asked for first; empty when the search names nothing to relate to.
 */
export async function findRelatedCars(
  provider: ISearchProvider,
  scope: TSearchScope,
  state: TSearchState,
  limit: number,
): Promise<TSearchHit[]> {
  const searches = relatedSearches(state);
  if (searches.length === 0) return [];
  const results = await Promise.all(searches.map((s) => provider.search(scope, s)));
  return pickRelatedCars(
    results.map((r) => r.hits),
    searchedPrice(state),
    limit,
  );
}

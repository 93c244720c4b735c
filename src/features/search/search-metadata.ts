import type { Metadata } from 'next';
import { buildSearchUrl } from '@/domain/search/build-search-url';
import { DEFAULT_SEARCH_PATH, trimTrailingSlash } from '@/domain/search/search-presets';
import type { TSearchState } from '@/domain/search/types';
import type { TSite } from '@/server/websites/site.types';
import { searchPageTitle } from './search-titles';

/** Title and canonical URL of a search page (the canonical keeps the page number, drops the sort). */
export function searchMetadata(site: TSite, pathname: string, state: TSearchState): Metadata {
  const searchPath = trimTrailingSlash(site.searchSettings.searchPath || DEFAULT_SEARCH_PATH);
  const canonical = buildSearchUrl({ ...state, sortBy: null }, { currentPath: pathname, searchPath });
  const pageText = state.page > 1 ? ` – page ${state.page}` : '';
  const query = state.query ? ` matching “${state.query.slice(0, 60)}”` : '';
  return {
    title: `${searchPageTitle(pathname)}${query}${pageText}`,
    alternates: { canonical },
  };
}

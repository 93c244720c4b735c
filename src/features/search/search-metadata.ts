import type { Metadata } from 'next';
import { buildSearchUrl } from '@/domain/search/build-search-url';
import { siteSearchPath, trimTrailingSlash } from '@/domain/search/search-presets';
import type { TSearchState } from '@/domain/search/types';
import { defaultShareImage, siteOpenGraph } from '@/features/seo/site-open-graph';
import { getHomeContent } from '@/server/content-blocks/get-home-content';
import type { TSite } from '@/server/websites/site.types';
import { searchPageTitle } from './search-titles';

/**
 * Title, canonical URL and Open Graph of a search page (the canonical keeps the page number, drops the sort;
 * og:url is the canonical, so page 2 shares as page 2).
 */
export async function searchMetadata(site: TSite, pathname: string, state: TSearchState): Promise<Metadata> {
  const searchPath = trimTrailingSlash(siteSearchPath(site.searchSettings));
  const canonical = buildSearchUrl({ ...state, sortBy: null }, { currentPath: pathname, searchPath });
  const pageText = state.page > 1 ? ` – page ${state.page}` : '';
  const query = state.query ? ` matching “${state.query.slice(0, 60)}”` : '';
  const title = `${searchPageTitle(pathname)}${query}${pageText}`;
  const description = `Browse ${searchPageTitle(pathname).toLowerCase()} at ${site.name}: search, filter and enquire online.`;
  const share = defaultShareImage(site, (await getHomeContent(site.id)).slides);
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: siteOpenGraph(site, canonical, { title, description, images: share ? [share] : undefined }),
  };
}

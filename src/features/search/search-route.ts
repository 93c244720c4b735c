import { parseSearchUrl } from '@/domain/search/parse-search-url';
import { DEFAULT_SEARCH_PATH, searchPresetFor, trimTrailingSlash } from '@/domain/search/search-presets';
import type { TSearchState } from '@/domain/search/types';
import type { TSite } from '@/server/websites/site.types';

type TSearchParams = Record<string, string | string[] | undefined>;

/** The query string of Next's searchParams object, repeated keys kept. */
export function toSearchString(params: TSearchParams): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) out.append(key, v);
  }
  return out.toString();
}

/** Whether a path is the site's own search path (search settings' searchPath), trailing slash ignored. */
export function isSiteSearchPath(site: TSite, pathname: string): boolean {
  return (
    trimTrailingSlash(pathname) === trimTrailingSlash(site.searchSettings.searchPath || DEFAULT_SEARCH_PATH)
  );
}

/** The path and state of a search page request; null when the path is no search page of the site. */
export function resolveSearchRoute(
  site: TSite,
  pathname: string,
  params: TSearchParams,
): { pathname: string; state: TSearchState } | null {
  const path = trimTrailingSlash(pathname);
  if (!isSiteSearchPath(site, path) && searchPresetFor(path) === null) return null;
  return { pathname: path, state: parseSearchUrl(path, toSearchString(params)) };
}

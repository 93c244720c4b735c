import { buildSearchUrl } from '@/domain/search/build-search-url';
import { parseSearchUrl } from '@/domain/search/parse-search-url';
import { siteSearchPath, searchPresetFor, trimTrailingSlash } from '@/domain/search/search-presets';
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
  return trimTrailingSlash(pathname) === trimTrailingSlash(siteSearchPath(site.searchSettings));
}

/** The path and state of a search page request; null when the path is no search page of the site. */
export function resolveSearchRoute(
  site: TSite,
  pathname: string,
  params: TSearchParams,
): { pathname: string; state: TSearchState; redirectTo: string | null } | null {
  const path = trimTrailingSlash(pathname);
  if (!isSiteSearchPath(site, path) && searchPresetFor(path) === null) return null;
  const search = toSearchString(params);
  const state = parseSearchUrl(path, search);
  const searchPath = siteSearchPath(site.searchSettings);
  return { pathname: path, state, redirectTo: canonicalRedirect(path, search, state, searchPath) };
}

/** The search parameters a search URL is made of; any other (utm_source, gclid …) is passed through. */
const SEARCH_KEY = /^(query|page|sortBy|sort|refinementList\[.*)$/;

function sortedEntries(params: URLSearchParams): string {
  return JSON.stringify([...params].sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y)));
}

/**
 * Where a search request should go instead, or null when it is already the canonical URL of its state.
 * A form submitted without JavaScript sends every field, empty ones included, and stays on the page it was
 * on; the canonical URL drops the empty fields, unknown facets and sorts, and follows the preset rule (a
 * used-cars page asked for new cars moves to the main search path). Other parameters are kept.
 */
export function canonicalRedirect(
  pathname: string,
  search: string,
  state: TSearchState,
  searchPath: string,
): string | null {
  const canonical = buildSearchUrl(state, { currentPath: pathname, searchPath });
  const at = canonical.indexOf('?');
  const canonicalPath = at === -1 ? canonical : canonical.slice(0, at);
  const canonicalParams = new URLSearchParams(at === -1 ? '' : canonical.slice(at + 1));
  const requested = [...new URLSearchParams(search)];
  const searchParams = new URLSearchParams(requested.filter(([key]) => SEARCH_KEY.test(key)));
  if (
    trimTrailingSlash(canonicalPath) === trimTrailingSlash(pathname) &&
    sortedEntries(searchParams) === sortedEntries(canonicalParams)
  )
    return null;
  const others = new URLSearchParams(requested.filter(([key]) => !SEARCH_KEY.test(key))).toString();
  if (others === '') return canonical;
  return `${canonical}${at === -1 ? '?' : '&'}${others}`;
}

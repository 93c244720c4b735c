import {
  DEFAULT_SEARCH_PATH,
  searchPresetFor,
  trimTrailingSlash,
  type TSearchPreset,
} from './search-presets';
import type { TSearchState } from './types';

function holdsExactly(values: readonly string[] | undefined, value: string): boolean {
  return values !== undefined && values.length === 1 && values[0] === value;
}

/** The preset page the URL stays on: the current page when it is a preset whose filter the state holds exactly. */
function keptPreset(state: TSearchState, currentPath: string): TSearchPreset | null {
  const preset = searchPresetFor(currentPath);
  if (preset === null) return null;
  const implied = preset.refinement;
  return implied === null || holdsExactly(state.refinements[implied.facet], implied.value) ? preset : null;
}

/**
 * The URL of a search state, with the path chosen by the preset rule. On a preset page whose filter the
 * state still holds exactly (car_type ['used'] on /search/used-cars), the URL stays on the preset page
 * and leaves that facet implied. Once the preset's facet changes (another value added, replaced or
 * cleared), the URL moves to the main search path and every refinement is written out, so the preset's
 * implied filter is dropped in favour of the explicit ones. Any other page, and the main path itself
 * (trailing slash ignored), searches on the main path, written as configured.
 * Parameters come in a fixed order: query, refinementList[facet][]=value (facets by name, values as
 * given), sortBy, then page only when it is not 1.
 */
export function buildSearchUrl(
  state: TSearchState,
  location: { currentPath: string; searchPath?: string },
): string {
  const searchPath = location.searchPath ?? DEFAULT_SEARCH_PATH;
  const onSearchPath = trimTrailingSlash(location.currentPath) === trimTrailingSlash(searchPath);
  const kept = onSearchPath ? null : keptPreset(state, location.currentPath);
  const path = kept ? kept.path : searchPath;
  const omittedFacet = kept?.refinement?.facet;

  const pairs: string[] = [];
  if (state.query.trim() !== '') pairs.push(`query=${encodeURIComponent(state.query.trim())}`);
  const facets = Object.entries(state.refinements).sort(([a], [b]) => a.localeCompare(b));
  for (const [facet, values] of facets) {
    if (facet === omittedFacet) continue;
    for (const value of values) {
      pairs.push(`refinementList[${encodeURIComponent(facet)}][]=${encodeURIComponent(value)}`);
    }
  }
  if (state.sortBy) pairs.push(`sortBy=${encodeURIComponent(state.sortBy)}`);
  if (state.page !== 1) pairs.push(`page=${state.page}`);
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
}

/** The site's main stock search path unless the site configures another. */
export const DEFAULT_SEARCH_PATH = '/search/new-used-and-demo-cars/';

/** The site's main stock search path: its configured one, or DEFAULT_SEARCH_PATH when that is blank. */
export function siteSearchPath(settings: { searchPath?: string | null }): string {
  return settings.searchPath?.trim() || DEFAULT_SEARCH_PATH;
}

export type TSearchPreset = { path: string; refinement: { facet: string; value: string } | null };

/** The stock menu's preset pages and the filter each implies. */
export const SEARCH_PRESETS: readonly TSearchPreset[] = [
  { path: '/search/used-cars', refinement: { facet: 'car_type', value: 'used' } },
  { path: '/search/demo-cars', refinement: { facet: 'car_type', value: 'demo' } },
  { path: '/search/new-cars', refinement: { facet: 'car_type', value: 'new' } },
  { path: '/search/new-used-and-demo-cars', refinement: null },
  { path: '/electric-cars', refinement: { facet: 'simple_fuel', value: 'Electric' } },
];

/** A path without its trailing slashes ('/' stays '/'). */
export function trimTrailingSlash(path: string): string {
  return path.replace(/(.)\/+$/, '$1');
}

/** The preset page a path is, trailing slash ignored; null when it is none. */
export function searchPresetFor(pathname: string): TSearchPreset | null {
  const path = trimTrailingSlash(pathname);
  return SEARCH_PRESETS.find((preset) => preset.path === path) ?? null;
}

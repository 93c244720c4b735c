import { searchPresetFor, trimTrailingSlash } from '@/domain/search/search-presets';

const TITLES: Record<string, string> = {
  '/search/used-cars': 'Used cars for sale',
  '/search/demo-cars': 'Demo cars for sale',
  '/search/new-cars': 'New cars for sale',
  '/electric-cars': 'Electric cars for sale',
};

/** The heading of a search page: the preset's own, else new, used and demo cars. */
export function searchPageTitle(pathname: string): string {
  const preset = searchPresetFor(pathname);
  return (preset && TITLES[trimTrailingSlash(preset.path)]) ?? 'New, used and demo cars for sale';
}

import { buildSearchUrl } from '@/domain/search/build-search-url';

/** The stock search for one model of one make, on the site's search path. */
export function modelStockHref(make: string, model: string, searchPath: string): string {
  return buildSearchUrl(
    { query: '', page: 1, sortBy: null, refinements: { make: [make.trim()], model: [model.trim()] } },
    { currentPath: '/models', searchPath },
  );
}

import { getDb } from '@/server/db/db';
import { createAlgoliaSearchProvider } from '@/server/providers/search/algolia-search-provider';
import { createInProcessSearchProvider } from '@/server/providers/search/in-process/in-process-search-provider';
import type { ISearchProvider, TSearchScope } from '@/server/providers/search/types';
import type { TSite } from '@/server/websites/site.types';
import { checkSiteFilters } from './check-site-filters';
import { timeSearches } from './time-searches';

// One per process, not per bundle: Next bundles route handlers and pages separately, and each copy of this
// module would otherwise hold its own snapshot of the stock (see ADR 0006).
const globalForSearch = globalThis as unknown as { forecourtInProcessSearch?: ISearchProvider };
const inProcess = (globalForSearch.forecourtInProcessSearch ??= timeSearches(
  createInProcessSearchProvider(getDb),
));
const hosted = new Map<string, ISearchProvider>();

/**
 * The search backend of a site and what every search of it runs over (its dealerships and its fixed
 * filter string). A site configured for algolia with a host and key searches the hosted index; every
 * other site (and one missing those settings) searches in process, on a snapshot of the app's own database. A site whose filter
 * string cannot be read is refused (checkSiteFilters), whichever backend it uses. Every search is timed (timeSearches).
 */
export function searchProviderForSite(site: TSite): {
  provider: ISearchProvider;
  scope: TSearchScope;
} {
  checkSiteFilters(site);
  const settings = site.searchSettings;
  const scope = { dealershipIds: site.dealershipIds, siteFilters: settings.filters };
  if (settings.provider !== 'algolia' || !settings.host || !settings.key)
    return { provider: inProcess, scope };
  const cacheKey = `${settings.host}|${settings.key}|${settings.index ?? ''}`;
  let provider = hosted.get(cacheKey);
  if (!provider) {
    provider = timeSearches(
      createAlgoliaSearchProvider({ host: settings.host, key: settings.key, index: settings.index }),
    );
    hosted.set(cacheKey, provider);
  }
  return { provider, scope };
}

import { getDb } from '@/server/db/db';
import { createPostgresSearchProvider } from '@/server/providers/search/postgres-search-provider';
import type { ISearchProvider, TSearchScope } from '@/server/providers/search/types';
import type { TSite } from '@/server/websites/site.types';

const postgres = createPostgresSearchProvider(getDb);

/**
 * The search backend of a site and what every search of it runs over (its dealerships and its fixed
 * filter string). Every site uses the app's own database (postgres provider): the hosted (algolia)
 * provider is not built yet, so a site configured for it is searched here too.
 */
export function searchProviderForSite(site: TSite): {
  provider: ISearchProvider;
  scope: TSearchScope;
} {
  return {
    provider: postgres,
    scope: { dealershipIds: site.dealershipIds, siteFilters: site.searchSettings.filters },
  };
}

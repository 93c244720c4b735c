import { getDb } from '@/server/db/db';
import { createPostgresSearchProvider } from '@/server/providers/search/postgres-search-provider';
import type { ISearchProvider, TSearchScope } from '@/server/providers/search/types';
import type { TSite } from '@/server/websites/site.types';

const postgres = createPostgresSearchProvider(getDb);

/**
 * The search backend a site is configured for, with its scope (its dealerships and search_filters).
 * The postgres provider serves every site for now; a site configured for algolia is searched on the
 * app's own database until the hosted provider is wired (results are the same shape).
 */
export function searchProviderForSite(site: TSite): { provider: ISearchProvider; scope: TSearchScope } {
  return {
    provider: postgres,
    scope: { dealershipIds: site.dealershipIds, siteFilters: site.searchSettings.filters ?? '' },
  };
}

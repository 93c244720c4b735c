import { searchProviderForSite } from '@/server/search/search-provider-for-site';
import type { TSite } from '@/server/websites/site.types';

/**
 * The model values of the site's stock for each make named (the search's model facet with the make
 * refined), so a catalogue can link each model to the stock it is sold as. A make without stock has [].
 */
export async function stockModelsByMake(
  site: TSite,
  makes: readonly string[],
): Promise<Record<string, string[]>> {
  const { provider, scope } = searchProviderForSite(site);
  const unique = [...new Set(makes.map((m) => m.trim()))];
  const results = await Promise.all(
    unique.map((make) =>
      provider.search(scope, { query: '', page: 1, sortBy: null, refinements: { make: [make] } }),
    ),
  );
  return Object.fromEntries(unique.map((make, i) => [make, results[i]!.facets.model.map((f) => f.value)]));
}

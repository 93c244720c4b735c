import { z } from 'zod';
import { SEARCH_RATE_LIMIT } from '@/server/http/rate-limits';
import { withSitePageData } from '@/server/http/with-site-page-data';
import { searchProviderForSite } from './search-provider-for-site';

const ZAutocompleteQuery = z.object({
  query: z.string().max(200, 'Type at most 200 characters.').default(''),
});

/**
 * GET /api/search/autocomplete?query=…: makes, models and cars matching what the visitor typed, for the
 * header's search box. Prices pass as they are; the box shows one only above the autocomplete minimum.
 */
export const getAutocompleteRoute = withSitePageData(
  {
    schema: ZAutocompleteQuery,
    rateLimit: SEARCH_RATE_LIMIT,
    rateLimitBucket: 'search-autocomplete',
  },
  async ({ site, input }) => {
    const query = input.query.trim();
    const { provider, scope } = searchProviderForSite(site);
    const started = performance.now();
    const result = query.length < 2 ? { terms: [], cars: [] } : await provider.autocomplete(scope, query);
    const ms = performance.now() - started;
    return Response.json(
      {
        query,
        terms: result.terms,
        cars: result.cars.map((car) => ({ ...car, currency: site.currency })),
      },
      {
        headers: {
          'Cache-Control': 'public, max-age=30, stale-while-revalidate=60',
          'Server-Timing': `autocomplete;dur=${ms.toFixed(2)}`,
        },
      },
    );
  },
);

import { z } from 'zod';
import { isAutocompletePriceShown } from '@/domain/cars/is-autocomplete-price-shown';
import type { TAutocompleteResponse } from '@/features/search/autocomplete-types';
import { withSiteRoute } from '@/server/http/with-site-route';
import { searchProviderForSite } from '@/server/search/search-provider-for-site';

const ZAutocompleteQuery = z.object({
  query: z
    .string({ error: 'Type something to search for.' })
    .trim()
    .min(1, 'Type something to search for.')
    .max(100, 'Keep the search to 100 characters or fewer.'),
});

/**
 * GET /api/autocomplete?query=…: makes, models and cars of this site matching as one types (typo
 * tolerant). A car's price is sent only when the autocomplete price rule shows it. Cached briefly.
 */
export const GET = withSiteRoute(
  { schema: ZAutocompleteQuery, origin: false, rateLimit: { limit: 600, windowMs: 60_000 } },
  async ({ site, input }) => {
    const { provider, scope } = searchProviderForSite(site);
    const result = await provider.autocomplete(scope, input.query);
    const body: TAutocompleteResponse = {
      query: input.query,
      terms: result.terms,
      cars: result.cars.map((car) => ({
        ...car,
        price: isAutocompletePriceShown(car.price) ? car.price : null,
        currency: site.currency,
      })),
    };
    return Response.json(body, {
      headers: { 'Cache-Control': 'public, max-age=30, stale-while-revalidate=60', Vary: 'Host' },
    });
  },
);

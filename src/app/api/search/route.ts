import { z } from 'zod';
import { parseSearchUrl } from '@/domain/search/parse-search-url';
import { withSiteRoute } from '@/server/http/with-site-route';
import { searchProviderForSite } from '@/server/search/search-provider-for-site';

const ZSearchQuery = z
  .object({
    query: z.string().max(100, 'Keep the search to 100 characters or fewer.').optional(),
    page: z
      .string()
      .regex(/^\d{1,4}$/, 'The page is a whole number from 1.')
      .refine((p) => Number(p) >= 1, 'The page is a whole number from 1.')
      .optional(),
  })
  .passthrough();

/**
 * GET /api/search?query=…&refinementList[make][]=…&sortBy=…&page=…: this site's stock search as JSON
 * (the same parameters as the search page; hits, total, pages and facet counts). Cached briefly.
 */
export const GET = withSiteRoute(
  { schema: ZSearchQuery, origin: false, rateLimit: { limit: 600, windowMs: 60_000 } },
  async ({ site, request }) => {
    const state = parseSearchUrl('/search/new-used-and-demo-cars', new URL(request.url).search);
    const { provider, scope } = searchProviderForSite(site);
    const result = await provider.search(scope, state);
    return Response.json(result, {
      headers: { 'Cache-Control': 'public, max-age=15, stale-while-revalidate=60', Vary: 'Host' },
    });
  },
);

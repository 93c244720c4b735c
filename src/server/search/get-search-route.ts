import { z } from 'zod';
import { parseSearchUrl } from '@/domain/search/parse-search-url';
import { SEARCH_RATE_LIMIT } from '@/server/http/rate-limits';
import { withSitePageData } from '@/server/http/with-site-page-data';
import { searchProviderForSite } from './search-provider-for-site';

/** Longest query string accepted; the search itself reads only the first 100 characters of the text. */
const MAX_QUERY_CHARS = 2000;

/** Any query string is read by the search URL rules; only its size is checked here. */
const ZSearchQuery = z.record(z.string(), z.unknown());

/**
 * GET /api/search?query=…&refinementList[make][]=…&page=…&sortBy=…: the site's stock search as JSON,
 * the same parameters as the search page's URL (and `path` for a preset page's filter). Not cached: the next
 * search sees stock changes.
 */
export const getSearchRoute = withSitePageData(
  { schema: ZSearchQuery, rateLimit: SEARCH_RATE_LIMIT, rateLimitBucket: 'search' },
  async ({ request, site }) => {
    const url = new URL(request.url);
    if (url.search.length > MAX_QUERY_CHARS) {
      return Response.json(
        { error: `The search is too long: at most ${MAX_QUERY_CHARS} characters.`, field: 'query' },
        { status: 400 },
      );
    }
    const path = url.searchParams.get('path') ?? '';
    const state = parseSearchUrl(path, url.search);
    const { provider, scope } = searchProviderForSite(site);
    const started = performance.now();
    const result = await provider.search(scope, state);
    const ms = performance.now() - started;
    // Past the last page: no hits, and the page asked for (not the provider's capped page number).
    const body = result.page > result.pageCount ? { ...result, page: state.page } : result;
    return Response.json(body, {
      headers: {
        'Cache-Control': 'no-cache',
        'Server-Timing': `search;dur=${ms.toFixed(2)}`,
      },
    });
  },
);

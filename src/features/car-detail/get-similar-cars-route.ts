import { z } from 'zod';
import { siteSearchPath } from '@/domain/search/search-presets';
import { siteCardProps } from '@/features/car-card/site-card-props';
import { getSimilarCars } from '@/server/cars/get-similar-cars';
import { withSitePageData } from '@/server/http/with-site-page-data';

const SIMILAR_CARS = 6;

const ZSimilarQuery = z.object({
  slug: z
    .string()
    .max(200, 'A car address is at most 200 characters.')
    .regex(/^[a-z0-9-]*$/, 'A car address holds only letters, digits and dashes.'),
});

/**
 * GET /api/search/similar?slug=…: this site's cars like the one a missing car address names (its make and model),
 * else its newest, for the car page's 404 (which is served from the cache, so it asks from the browser).
 */
export const getSimilarCarsRoute = withSitePageData(
  {
    schema: ZSimilarQuery,
    rateLimit: { limit: 120, windowMs: 60_000 },
    rateLimitBucket: 'search-similar',
  },
  async ({ site, input }) => {
    const similar = await getSimilarCars(site.id, site.dealershipIds, input.slug, SIMILAR_CARS);
    const { currency, siteSlug, flags, finance, checkout } = siteCardProps(site, new Date());
    return Response.json(
      {
        ...similar,
        card: { currency, siteSlug, flags, finance, checkout },
        searchPath: siteSearchPath(site.searchSettings),
      },
      { headers: { 'Cache-Control': 'public, max-age=60' } },
    );
  },
);

import { z } from 'zod';
import { carCardPhotoProps } from '@/features/car-card/car-card-photo';
import { getDb } from '@/server/db/db';
import { withSitePageData } from '@/server/http/with-site-page-data';
import { findFavouriteCars, MAX_FAVOURITES } from '@/server/search/find-favourite-cars';

const ZFavouritesQuery = z.object({
  slugs: z
    .string()
    .max(MAX_FAVOURITES * 200, 'Too many saved cars in one request.')
    .regex(/^[a-z0-9-]{1,200}(,[a-z0-9-]{1,200})*$/, 'List the saved cars by slug, separated by commas.')
    .transform((slugs) => slugs.split(','))
    .refine((slugs) => slugs.length <= MAX_FAVOURITES, `At most ${MAX_FAVOURITES} cars at a time.`),
});

/**
 * GET /api/search/favourites?slugs=a,b: the current state of saved cars on this site (sold ones too, for
 * JUST SOLD); cars of other sites, hidden or deleted ones are left out. Not cached: state must be current.
 * Each car comes with its card photo's <img> attributes (`photo`), so the list needs no image code of its own.
 */
export const getFavouriteCarsRoute = withSitePageData(
  { schema: ZFavouritesQuery, rateLimitBucket: 'search-favourites' },
  async ({ site, input }) => {
    const found = await findFavouriteCars(await getDb(), site.dealershipIds, input.slugs);
    const cars = found.map((car) => ({
      ...car,
      photo: car.primaryImageUrl ? carCardPhotoProps(car.primaryImageUrl) : null,
    }));
    return Response.json({ cars }, { headers: { 'Cache-Control': 'no-store' } });
  },
);

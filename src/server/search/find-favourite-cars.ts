import { MAX_FAVOURITES_PER_REQUEST } from '@/domain/favourites/favourite-slug-batches';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { carListingColumns, toCarListing, type TCarListing } from '@/server/cars/car-listing';
import { cars } from '@/server/db/schema';

/** A saved car as the favourites page shows it: its current state, sold or not, as every car card reads it. */
export type TFavouriteCarState = TCarListing;

/** Most saved cars one request looks up (the page sends more in several requests). */
export const MAX_FAVOURITES = MAX_FAVOURITES_PER_REQUEST;

/**
 * The current state of the saved cars among the site's dealerships' stock shown on the website, sold ones
 * included (the page marks them JUST SOLD). Ids of other sites' cars, hidden or deleted cars are absent.
 * Looked up by slug (stable across stock re-imports, unlike the row id). Uncached: a car sold a minute
 * ago must read as sold.
 */
export async function findFavouriteCars(
  db: TDb,
  dealershipIds: readonly number[],
  slugs: readonly string[],
): Promise<TFavouriteCarState[]> {
  const wanted = [...new Set(slugs)].slice(0, MAX_FAVOURITES);
  if (dealershipIds.length === 0 || wanted.length === 0) return [];
  const rows = await db
    .select(carListingColumns)
    .from(cars)
    .where(
      and(
        inArray(cars.slug, wanted),
        inArray(cars.dealershipId, [...dealershipIds]),
        eq(cars.showOnDealerWebsite, true),
      ),
    );
  const order = new Map(wanted.map((slug, i) => [slug, i]));
  return rows.sort((a, b) => (order.get(a.slug) ?? 0) - (order.get(b.slug) ?? 0)).map(toCarListing);
}

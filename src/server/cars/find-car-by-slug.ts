import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { carImages, cars } from '@/server/db/schema';

export type TCarWithImages = typeof cars.$inferSelect & { images: (typeof carImages.$inferSelect)[] };

/**
 * A car by slug, only among the given site's dealerships: a car of another site is not found (404, not 403).
 * Sold and reserved cars are found, so their pages can say so.
 */
export async function findCarBySlug(
  db: TDb,
  dealershipIds: number[],
  slug: string,
): Promise<TCarWithImages | null> {
  if (dealershipIds.length === 0) return null;
  const [car] = await db
    .select()
    .from(cars)
    .where(
      and(eq(cars.slug, slug), inArray(cars.dealershipId, dealershipIds), eq(cars.showOnDealerWebsite, true)),
    )
    .limit(1);
  if (!car) return null;
  const images = await db
    .select()
    .from(carImages)
    .where(eq(carImages.carId, car.id))
    .orderBy(asc(carImages.position));
  return { ...car, images };
}

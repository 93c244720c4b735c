import { desc } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { getDb } from '@/server/db/db';
import { cars } from '@/server/db/schema';
import { carListingColumns, carsOnShow, toCarListing, type TCarListing } from './car-listing';

/** The site's newest cars a buyer can see: in stock, unsold, shown on the dealer website. */
export async function listLatestCars(
  siteId: number,
  dealershipIds: number[],
  limit: number,
): Promise<TCarListing[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(`site:${siteId}`);
  if (dealershipIds.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select(carListingColumns)
    .from(cars)
    .where(carsOnShow(dealershipIds))
    .orderBy(desc(cars.createdAt), desc(cars.id))
    .limit(limit);
  return rows.map(toCarListing);
}

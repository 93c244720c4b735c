import { and, desc, eq, inArray } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { getDb } from '@/server/db/db';
import { cars } from '@/server/db/schema';
import type { TCarSummary } from './car-summary.types';

/** The site's newest cars a buyer can see: in stock, unsold, shown on the dealer website. */
export async function listLatestCars(
  siteId: number,
  dealershipIds: number[],
  limit: number,
): Promise<TCarSummary[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(`site:${siteId}`);
  if (dealershipIds.length === 0) return [];
  const db = await getDb();
  return db
    .select({
      id: cars.id,
      slug: cars.slug,
      name: cars.name,
      carType: cars.carType,
      price: cars.price,
      km: cars.km,
      primaryImageUrl: cars.primaryImageUrl,
      city: cars.city,
      state: cars.state,
    })
    .from(cars)
    .where(
      and(
        inArray(cars.dealershipId, dealershipIds),
        eq(cars.status, 'in_stock'),
        eq(cars.sold, false),
        eq(cars.showOnDealerWebsite, true),
      ),
    )
    .orderBy(desc(cars.createdAt), desc(cars.id))
    .limit(limit);
}

import { and, desc, eq, inArray } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { getDb } from '@/server/db/db';
import { cars } from '@/server/db/schema';

/** Every car the site shows (in stock, unsold, on the dealer website) for its sitemap: slug and last change. */
export async function listSitemapCars(
  siteId: number,
  dealershipIds: number[],
): Promise<{ slug: string; updatedAt: Date }[]> {
  'use cache';
  cacheLife('minutes');
  cacheTag(`site:${siteId}`);
  if (dealershipIds.length === 0) return [];
  const db = await getDb();
  return db
    .select({ slug: cars.slug, updatedAt: cars.updatedAt })
    .from(cars)
    .where(
      and(
        inArray(cars.dealershipId, dealershipIds),
        eq(cars.status, 'in_stock'),
        eq(cars.sold, false),
        eq(cars.showOnDealerWebsite, true),
      ),
    )
    .orderBy(desc(cars.updatedAt), desc(cars.id));
}

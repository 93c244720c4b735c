import { desc, inArray } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { getDb } from '@/server/db/db';
import { reviews } from '@/server/db/schema';

export type TReview = typeof reviews.$inferSelect;

/** The newest reviews of the given locations (ids already scoped to the site by the caller). */
export async function listLocationReviews(
  siteId: number,
  locationIds: number[],
  limit = 12,
): Promise<TReview[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(`site:${siteId}`);
  if (locationIds.length === 0) return [];
  const db = await getDb();
  return db
    .select()
    .from(reviews)
    .where(inArray(reviews.locationId, locationIds))
    .orderBy(desc(reviews.reviewDate), desc(reviews.id))
    .limit(limit);
}

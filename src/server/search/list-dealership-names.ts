import { inArray } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { getDb } from '@/server/db/db';
import { dealerships } from '@/server/db/schema';

/** Names of the site's dealerships by slug, for the dealership filter's labels. */
export async function listDealershipNames(
  siteId: number,
  dealershipIds: number[],
): Promise<Record<string, string>> {
  'use cache';
  cacheLife('hours');
  cacheTag(`site:${siteId}`);
  if (dealershipIds.length === 0) return {};
  const db = await getDb();
  const rows = await db
    .select({ slug: dealerships.slug, name: dealerships.name })
    .from(dealerships)
    .where(inArray(dealerships.id, dealershipIds));
  return Object.fromEntries(rows.map((r) => [r.slug, r.name]));
}

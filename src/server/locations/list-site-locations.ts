import { asc, eq, inArray } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { getDb } from '@/server/db/db';
import { dealerships, locations, openingHours, specialHours } from '@/server/db/schema';
import type { TSiteLocation } from './site-location.types';

/** Every location of the site's dealerships, primary first, with weekly and holiday hours. */
export async function listSiteLocations(siteId: number, dealershipIds: number[]): Promise<TSiteLocation[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(`site:${siteId}`);
  if (dealershipIds.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ location: locations, dealershipSlug: dealerships.slug, dealershipName: dealerships.name })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(inArray(locations.dealershipId, dealershipIds))
    .orderBy(asc(locations.id));
  const ids = rows.map((r) => r.location.id);
  if (ids.length === 0) return [];
  const [hours, special] = await Promise.all([
    db.select().from(openingHours).where(inArray(openingHours.locationId, ids)),
    db
      .select()
      .from(specialHours)
      .where(inArray(specialHours.locationId, ids))
      .orderBy(asc(specialHours.date)),
  ]);
  const list = rows.map((r) => ({
    ...r.location,
    dealershipSlug: r.dealershipSlug,
    dealershipName: r.dealershipName,
    hours: hours.filter((h) => h.locationId === r.location.id),
    special: special.filter((s) => s.locationId === r.location.id),
  }));
  return list.sort((a, b) => Number(b.primary) - Number(a.primary));
}

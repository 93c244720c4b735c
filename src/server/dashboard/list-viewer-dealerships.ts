import { asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { dealerships, websiteDealerships } from '@/server/db/schema';
import { dealershipIdsOf, isPlatformAdmin, siteIdsOf } from './lead-scope';
import type { TViewer } from './viewer.types';

export type TViewerDealership = { id: number; name: string };

/** The dealerships a person may filter by: their sites' dealerships and their own. */
export async function listViewerDealerships(db: TDb, viewer: TViewer): Promise<TViewerDealership[]> {
  const columns = { id: dealerships.id, name: dealerships.name };
  if (isPlatformAdmin(viewer)) return db.select(columns).from(dealerships).orderBy(asc(dealerships.name));
  const parts: SQL[] = [];
  const sites = siteIdsOf(viewer);
  const own = dealershipIdsOf(viewer, ['dealership_manager', 'salesperson']);
  if (sites.length) parts.push(inArray(websiteDealerships.websiteId, sites));
  if (own.length) parts.push(inArray(dealerships.id, own));
  if (parts.length === 0) return [];
  return db
    .selectDistinct(columns)
    .from(dealerships)
    .leftJoin(websiteDealerships, eq(websiteDealerships.dealershipId, dealerships.id))
    .where(or(...parts))
    .orderBy(asc(dealerships.name));
}

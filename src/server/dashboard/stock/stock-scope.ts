import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { stockAccess, type TStockAccess } from '@/domain/dashboard/stock-access';
import type { TDb } from '@/server/db/client';
import { cars, websiteDealerships } from '@/server/db/schema';
import { dealershipIdsOf, isPlatformAdmin, siteIdsOf } from '../lead-scope';
import type { TViewer } from '../viewer.types';

/**
 * The cars a person may see in the stock list, as a WHERE condition: every car for a platform admin, the
 * cars of its sites' dealerships for a group admin, its dealership's cars for a manager or a salesperson.
 */
export function stockScope(viewer: TViewer): SQL {
  if (isPlatformAdmin(viewer)) return sql`true`;
  const parts: SQL[] = [];
  const sites = siteIdsOf(viewer);
  const own = dealershipIdsOf(viewer, ['dealership_manager', 'salesperson']);
  if (sites.length)
    parts.push(
      sql`${cars.dealershipId} in (select ${websiteDealerships.dealershipId} from ${websiteDealerships} where ${inArray(websiteDealerships.websiteId, sites)})`,
    );
  if (own.length) parts.push(inArray(cars.dealershipId, own));
  return parts.length ? (or(...parts) as SQL) : sql`false`;
}

/** The sites showing a dealership: their pages are the ones a change of its stock must refresh. */
export async function dealershipSiteIds(db: TDb, dealershipId: number): Promise<number[]> {
  const rows = await db
    .select({ id: websiteDealerships.websiteId })
    .from(websiteDealerships)
    .where(eq(websiteDealerships.dealershipId, dealershipId));
  return rows.map((r) => r.id);
}

/** What the person may do with one dealership's stock (src/domain/dashboard/stock-access.ts). */
export async function loadStockAccess(
  db: TDb,
  viewer: TViewer,
  dealershipId: number,
): Promise<{ access: TStockAccess; websiteIds: number[] }> {
  const websiteIds = await dealershipSiteIds(db, dealershipId);
  return { access: stockAccess(viewer.memberships, { id: dealershipId, websiteIds }), websiteIds };
}

/** Whether any membership lets the person change stock (every role but a salesperson). */
export function canEditAnyStock(viewer: TViewer): boolean {
  return viewer.memberships.some((m) => m.role !== 'salesperson');
}

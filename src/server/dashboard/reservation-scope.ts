import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { reservations } from '@/server/db/schema';
import { dealershipIdsOf, isPlatformAdmin, siteIdsOf } from './lead-scope';
import type { TViewer } from './viewer.types';

/**
 * The reservations a person may see, as a WHERE condition: a platform admin all; a group admin its sites';
 * a dealership manager those of its dealerships' cars and model deposits. Salespeople see none.
 */
export function reservationScope(viewer: TViewer): SQL {
  if (isPlatformAdmin(viewer)) return sql`true`;
  const parts: SQL[] = [];
  const sites = siteIdsOf(viewer);
  const managed = dealershipIdsOf(viewer, ['dealership_manager']);
  if (sites.length) parts.push(inArray(reservations.websiteId, sites));
  if (managed.length) {
    const ids = sql.join(
      managed.map((d) => sql`${d}`),
      sql`, `,
    );
    parts.push(
      sql`(${reservations.carId} in (select id from cars where dealership_id in (${ids})) or ${reservations.dealershipId} in (${ids}))`,
    );
  }
  return parts.length ? (or(...parts) as SQL) : sql`false`;
}

/** Whether the person's roles include any reservations at all (a salesperson's do not). */
export function canSeeReservations(viewer: TViewer): boolean {
  return (
    isPlatformAdmin(viewer) ||
    siteIdsOf(viewer).length > 0 ||
    dealershipIdsOf(viewer, ['dealership_manager']).length > 0
  );
}

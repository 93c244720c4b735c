import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { dealerships, websiteDealerships } from '@/server/db/schema';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { findEditableSite } from '@/server/site-settings/editable-sites';

export type TDealership = typeof dealerships.$inferSelect;

/** The dealerships of a site whose settings the person may change (platform admin, its group admin), by name. */
export async function listSiteDealerships(db: TDb, viewer: TViewer, slug: string) {
  const site = await findEditableSite(db, viewer, slug);
  const rows = await db
    .select({ dealership: dealerships })
    .from(websiteDealerships)
    .innerJoin(dealerships, eq(dealerships.id, websiteDealerships.dealershipId))
    .where(eq(websiteDealerships.websiteId, site.id))
    .orderBy(asc(dealerships.name));
  return { site, dealerships: rows.map((r) => r.dealership) };
}

/** One dealership the site shows, for someone who may change the site; anything else is not_found. */
export async function findSiteDealership(db: TDb, viewer: TViewer, slug: string, id: number) {
  const site = await findEditableSite(db, viewer, slug);
  if (!Number.isSafeInteger(id)) throw new DashboardError('not_found');
  const [row] = await db
    .select({ dealership: dealerships })
    .from(websiteDealerships)
    .innerJoin(dealerships, eq(dealerships.id, websiteDealerships.dealershipId))
    .where(and(eq(websiteDealerships.websiteId, site.id), eq(dealerships.id, id)));
  if (!row) throw new DashboardError('not_found');
  return { site, dealership: row.dealership };
}

import { asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { websites } from '@/server/db/schema';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { isPlatformAdmin, siteIdsOf } from '@/server/dashboard/lead-scope';
import type { TViewer } from '@/server/dashboard/viewer.types';

/**
 * Who may change a site's settings: a platform admin every site, a group admin its own sites. A dealership
 * manager and a salesperson none (their memberships name dealerships, not sites).
 */
export function canEditSite(viewer: TViewer, websiteId: number): boolean {
  return isPlatformAdmin(viewer) || siteIdsOf(viewer).includes(websiteId);
}

/** Whether the person has any settings to open: a site's (admins) or their dealerships' locations (managers). */
export function canOpenSettings(viewer: TViewer): boolean {
  return viewer.memberships.some((m) => m.role !== 'salesperson');
}

/** The sites whose settings the person may change, by name. */
export async function listEditableSites(db: TDb, viewer: TViewer) {
  const columns = { id: websites.id, slug: websites.slug, name: websites.name };
  if (isPlatformAdmin(viewer)) return db.select(columns).from(websites).orderBy(asc(websites.name));
  const ids = siteIdsOf(viewer);
  if (ids.length === 0) return [];
  return db.select(columns).from(websites).where(inArray(websites.id, ids)).orderBy(asc(websites.name));
}

export type TEditableSite = typeof websites.$inferSelect;

/**
 * The website row of a site the person may change, by slug; any other slug (unknown, or a site outside their
 * memberships) is the same not_found, so a slug tells nothing about sites one cannot manage.
 */
export async function findEditableSite(db: TDb, viewer: TViewer, slug: string): Promise<TEditableSite> {
  const [site] = await db.select().from(websites).where(eq(websites.slug, slug)).limit(1);
  if (!site || !canEditSite(viewer, site.id)) throw new DashboardError('not_found');
  return site;
}

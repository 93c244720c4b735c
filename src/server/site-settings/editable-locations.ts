import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { locations, openingHours, specialHours, websiteDealerships, websites } from '@/server/db/schema';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { dealershipIdsOf } from '@/server/dashboard/lead-scope';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { canEditSite } from './editable-sites';

/**
 * The dealerships of a site whose locations the person may edit: all of them for whoever may change the site's
 * settings (platform admin, the site's group admin); for a dealership manager, their own dealerships among them.
 */
async function editableDealerships(db: TDb, viewer: TViewer, slug: string) {
  const [site] = await db
    .select({ id: websites.id, slug: websites.slug, name: websites.name, timezone: websites.timezone })
    .from(websites)
    .where(eq(websites.slug, slug));
  if (!site) return null;
  const links = await db
    .select({ id: websiteDealerships.dealershipId })
    .from(websiteDealerships)
    .where(eq(websiteDealerships.websiteId, site.id));
  const all = links.map((l) => l.id);
  const managed = new Set(dealershipIdsOf(viewer, ['dealership_manager']));
  const ids = canEditSite(viewer, site.id) ? all : all.filter((id) => managed.has(id));
  return { site, dealershipIds: ids };
}

/** The locations of a site the person may edit, by name; null when they may edit none (or no such site). */
export async function listEditableLocations(db: TDb, viewer: TViewer, slug: string) {
  const scope = await editableDealerships(db, viewer, slug);
  if (!scope || scope.dealershipIds.length === 0) return null;
  const rows = await db
    .select({ id: locations.id, name: locations.name, city: locations.city, type: locations.locationType })
    .from(locations)
    .where(inArray(locations.dealershipId, scope.dealershipIds))
    .orderBy(asc(locations.name));
  return { site: scope.site, locations: rows };
}

/** One location the person may edit, with its weekly and holiday hours; anything else is not_found. */
export async function findEditableLocation(db: TDb, viewer: TViewer, slug: string, locationId: number) {
  const scope = await editableDealerships(db, viewer, slug);
  if (!scope || !Number.isSafeInteger(locationId)) throw new DashboardError('not_found');
  const [location] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, locationId), inArray(locations.dealershipId, [0, ...scope.dealershipIds])));
  if (!location) throw new DashboardError('not_found');
  const [hours, holidays] = await Promise.all([
    db
      .select()
      .from(openingHours)
      .where(eq(openingHours.locationId, location.id))
      .orderBy(asc(openingHours.weekday)),
    db
      .select()
      .from(specialHours)
      .where(eq(specialHours.locationId, location.id))
      .orderBy(asc(specialHours.date)),
  ]);
  return { site: scope.site, location, hours, holidays };
}

export type TEditableLocation = Awaited<ReturnType<typeof findEditableLocation>>;

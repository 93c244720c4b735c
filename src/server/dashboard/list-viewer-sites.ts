import { asc, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { websites } from '@/server/db/schema';
import { dealershipIdsOf, isPlatformAdmin, siteIdsOf } from './lead-scope';
import type { TViewer } from './viewer.types';

export type TViewerSite = { id: number; slug: string; name: string };

/** The sites a person may manage (the site switcher): all for a platform admin, else their sites and their dealerships' sites. */
export async function listViewerSites(db: TDb, viewer: TViewer): Promise<TViewerSite[]> {
  const columns = { id: websites.id, slug: websites.slug, name: websites.name };
  if (isPlatformAdmin(viewer)) return db.select(columns).from(websites).orderBy(asc(websites.name));
  const parts: SQL[] = [];
  const sites = siteIdsOf(viewer);
  const dealerships = dealershipIdsOf(viewer, ['dealership_manager', 'salesperson']);
  if (sites.length) parts.push(inArray(websites.id, sites));
  if (dealerships.length)
    parts.push(
      sql`${websites.id} in (select website_id from website_dealerships where dealership_id in (${sql.join(
        dealerships.map((d) => sql`${d}`),
        sql`, `,
      )}))`,
    );
  if (parts.length === 0) return [];
  return db
    .select(columns)
    .from(websites)
    .where(or(...parts))
    .orderBy(asc(websites.name));
}

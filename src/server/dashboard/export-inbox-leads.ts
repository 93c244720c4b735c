import { and, desc, inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { leads, websites } from '@/server/db/schema';
import type { TZoneOf } from './format-inbox-export';
import { loadExportedLeads, type TExportedLead } from '@/server/leads/list-leads-for-export';
import type { TInboxQuery } from './inbox-query.schema';
import type { TResponseClock } from './load-response-clocks';
import { inboxConditions } from './list-inbox-leads';
import type { TViewer } from './viewer.types';

/** Most leads one export holds (as `npm run leads`). */
export const EXPORT_LIMIT = 100_000;

/** Every lead of the inbox's current filter the person may see, newest first, as destinations receive them. */
export async function exportInboxLeads(
  db: TDb,
  viewer: TViewer,
  query: TInboxQuery,
  clocks: TResponseClock[] = [],
): Promise<TExportedLead[]> {
  const { listed } = inboxConditions(viewer, query, clocks);
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(listed))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(EXPORT_LIMIT);
  return loadExportedLeads(
    db,
    rows.map((r) => r.id),
  );
}

/** Each exported site's time zone by slug, for the export's times (a site's own zone, never the server's). */
export async function loadExportZones(db: TDb, leads: TExportedLead[]): Promise<TZoneOf> {
  const slugs = [...new Set(leads.map((l) => l.website_slug))];
  const rows = slugs.length
    ? await db
        .select({ slug: websites.slug, timeZone: websites.timezone })
        .from(websites)
        .where(inArray(websites.slug, slugs))
    : [];
  const zones = new Map(rows.map((r) => [r.slug, r.timeZone]));
  return (slug) => zones.get(slug) ?? 'Australia/Sydney';
}

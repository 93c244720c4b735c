import { and, desc } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { leads } from '@/server/db/schema';
import { loadExportedLeads, type TExportedLead } from '@/server/leads/list-leads-for-export';
import type { TInboxQuery } from './inbox-query.schema';
import { inboxConditions } from './list-inbox-leads';
import type { TViewer } from './viewer.types';

/** Most leads one export holds (as `npm run leads`). */
export const EXPORT_LIMIT = 100_000;

/** Every lead of the inbox's current filter the person may see, newest first, as destinations receive them. */
export async function exportInboxLeads(
  db: TDb,
  viewer: TViewer,
  query: TInboxQuery,
): Promise<TExportedLead[]> {
  const { listed } = inboxConditions(viewer, query);
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

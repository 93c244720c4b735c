import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { leadDeliveries, leads } from '@/server/db/schema';
import type { TLeadDocument } from '@/server/providers/lead-destinations/types';
import { loadLeadDocument } from './load-lead-document';

export type TExportedLead = TLeadDocument & {
  deliveries: { destination: string; status: string; attempts: number; last_error: string | null }[];
};

/** A site's leads (oldest first, optionally since a date) as destinations receive them, with their delivery state. */
export async function listLeadsForExport(db: TDb, websiteId: number, since?: Date): Promise<TExportedLead[]> {
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.websiteId, websiteId), since ? gte(leads.createdAt, since) : undefined))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(100_000);
  return loadExportedLeads(
    db,
    rows.map((r) => r.id),
  );
}

/** The leads of these ids, in this order, as destinations receive them, with their delivery state. */
export async function loadExportedLeads(db: TDb, ids: string[]): Promise<TExportedLead[]> {
  const deliveries =
    ids.length === 0 ? [] : await db.select().from(leadDeliveries).where(inArray(leadDeliveries.leadId, ids));
  const out: TExportedLead[] = [];
  for (const id of ids) {
    const loaded = await loadLeadDocument(db, id);
    if (!loaded) continue;
    out.push({
      ...loaded.document,
      deliveries: deliveries
        .filter((d) => d.leadId === id)
        .map((d) => ({
          destination: d.destination,
          status: d.status,
          attempts: d.attempts,
          last_error: d.lastError,
        })),
    });
  }
  return out;
}

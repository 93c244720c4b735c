import { and, inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { leads } from '@/server/db/schema';
import { leadScope } from './lead-scope';
import type { TViewer } from './viewer.types';

/** The names of these leads the person may see (a lead outside their scope is left out, never named). */
export async function listLeadNames(db: TDb, viewer: TViewer, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: leads.id, name: leads.name, email: leads.email })
    .from(leads)
    .where(and(inArray(leads.id, ids), leadScope(viewer)));
  return new Map(rows.map((r) => [r.id, r.name || r.email || 'A lead without a name']));
}

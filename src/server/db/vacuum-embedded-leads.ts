import { sql } from 'drizzle-orm';
import type { TDbHandle } from './client';

/**
 * PGlite has no autovacuum: without it the leads table has no planner statistics (the inbox's list then sorts
 * every lead instead of walking the index) and no visibility map (its counts read every row, not the index).
 * A PostgreSQL server vacuums on its own; there this does nothing.
 */
export async function vacuumEmbeddedLeads(handle: TDbHandle): Promise<void> {
  if (handle.kind !== 'pglite') return;
  await handle.db.execute(sql`vacuum analyze leads`);
}

import { sql } from 'drizzle-orm';
import type { TDb } from './client';
import journal from './migrations/meta/_journal.json';
import { resultRows } from './result-rows';

/**
 * The tags of this build's migrations the database has not applied yet, oldest first. Drizzle's migrator applies, in
 * order, every migration newer than the newest `created_at` of drizzle.__drizzle_migrations (its folder time, the
 * journal's `when`), so those are the pending ones; a database without that table has applied none. The journal is
 * part of the build (imported), so the answer holds wherever the server runs from.
 */
export async function pendingMigrations(db: TDb): Promise<string[]> {
  const [state] = resultRows<{ applied: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as applied`),
  );
  let newest = -Infinity;
  if (state?.applied) {
    const [last] = resultRows<{ at: string | number | null }>(
      await db.execute(sql`select max(created_at) as at from drizzle.__drizzle_migrations`),
    );
    if (last?.at !== null && last?.at !== undefined) newest = Number(last.at);
  }
  return journal.entries.filter((entry) => entry.when > newest).map((entry) => entry.tag);
}

import { sql } from 'drizzle-orm';
import type { TDb } from './client';
import journal from './migrations/meta/_journal.json';

/** The tags of the migrations this build has and the database has not applied yet, oldest first. */
export async function pendingMigrations(db: TDb): Promise<string[]> {
  const rows = rowsOf<{ applied: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as applied`),
  );
  // drizzle applies every migration newer than the newest it recorded (its `created_at` is the journal's `when`).
  let newest = -1;
  if (rows[0]?.applied) {
    const [last] = rowsOf<{ created_at: string | number | null }>(
      await db.execute(sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`),
    );
    newest = last?.created_at == null ? -1 : Number(last.created_at);
  }
  return journal.entries.filter((entry) => entry.when > newest).map((entry) => entry.tag);
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

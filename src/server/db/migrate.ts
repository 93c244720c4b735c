import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { Sql } from 'postgres';
import type { TDb, TDbHandle } from './client';
import journal from './migrations/meta/_journal.json';

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/**
 * The PostgreSQL advisory lock every migrator takes (any fixed number; this one spells "forecourt"): a second
 * `npm run migrate`, on this server or another, waits for the first and then finds nothing left to apply.
 */
export const MIGRATION_LOCK_KEY = 0x666f7265636f7572n;

// drizzle's migrator reads the last applied migration before its transaction: two runs on one handle would both
// apply the same ones. Runs on one handle (PGlite has one connection, so the advisory lock cannot part them) wait
// in turn.
const running = new WeakMap<TDbHandle, Promise<void>>();

/** Applies every pending migration of src/server/db/migrations, one migrator at a time per database. */
export function migrateDatabase(handle: TDbHandle): Promise<void> {
  const previous = running.get(handle) ?? Promise.resolve();
  const next = previous.catch(() => {}).then(() => migrateAlone(handle));
  running.set(handle, next);
  return next;
}

async function migrateAlone(handle: TDbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    // drizzle's migrators share one signature; the cast picks the right driver's one.
    await migratePglite(handle.db as never, { migrationsFolder });
    return;
  }
  // The lock is held by a connection of its own for the whole run; the migrator uses another of the pool.
  const client = (handle.db as unknown as { $client: Sql }).$client;
  const locked = await client.reserve();
  try {
    await locked`select pg_advisory_lock(${MIGRATION_LOCK_KEY.toString()}::bigint)`;
    await migratePostgres(handle.db as never, { migrationsFolder });
  } finally {
    await locked`select pg_advisory_unlock(${MIGRATION_LOCK_KEY.toString()}::bigint)`.catch(() => {});
    locked.release();
  }
}

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

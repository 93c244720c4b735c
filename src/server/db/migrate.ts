import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { Sql } from 'postgres';
import type { TDbHandle } from './client';

// Read when a migration runs, not when the module loads: inside the Next server's bundle import.meta.dirname is
// undefined (the server only asks pending-migrations.ts).
const migrationsFolder = () => path.resolve(import.meta.dirname, 'migrations');

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
    await migratePglite(handle.db as never, { migrationsFolder: migrationsFolder() });
    return;
  }
  // The lock is held by a connection of its own for the whole run; the migrator uses another of the pool.
  const client = (handle.db as unknown as { $client: Sql }).$client;
  const locked = await client.reserve();
  try {
    await locked`select pg_advisory_lock(${MIGRATION_LOCK_KEY.toString()}::bigint)`;
    await migratePostgres(handle.db as never, { migrationsFolder: migrationsFolder() });
  } finally {
    await locked`select pg_advisory_unlock(${MIGRATION_LOCK_KEY.toString()}::bigint)`.catch(() => {});
    locked.release();
  }
}

import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { TDbHandle } from './client';

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** Applies every pending migration of src/server/db/migrations. */
export async function migrateDatabase(handle: TDbHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    // drizzle's migrators share one signature; the cast picks the right driver's one.
    await migratePostgres(handle.db as never, { migrationsFolder });
  } else {
    await migratePglite(handle.db as never, { migrationsFolder });
  }
}

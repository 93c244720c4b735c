import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { env } from '@/env';
import { traceDrizzleQueries } from '@/server/telemetry/trace-drizzle-queries';
import { claimDataDir } from './claim-data-dir';
import { keepOwnerOnly, OWNER_ONLY_DIR_MODE } from './owner-only';
import * as schema from './schema';

export type TSchema = typeof schema;
/** Either driver: PGlite (embedded default) or PostgreSQL. Queries are written once against this type. */
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;

export type TDbHandle = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: a consistent gzipped tarball of its data directory (a backup; loadDataDir restores it). */
  dumpDataDir?: () => Promise<Blob>;
};

/**
 * Opens a database. `postgres://…` is a PostgreSQL server; `memory://` an in-memory PGlite;
 * anything else a PGlite data directory, kept owner-only (keepOwnerOnly). With traces exported, its queries are
 * spans (traceDrizzleQueries).
 */
export async function openDatabase(url: string): Promise<TDbHandle> {
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT) traceDrizzleQueries();
  if (/^postgres(ql)?:\/\//.test(url)) {
    const sql = postgres(url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(sql, { schema }) as unknown as TDb;
    return { db, kind: 'postgres', close: () => sql.end() };
  }
  const dataDir = url === 'memory://' ? undefined : path.resolve(url.replace(/^file:/, ''));
  if (dataDir) {
    mkdirSync(path.dirname(dataDir), { recursive: true, mode: OWNER_ONLY_DIR_MODE });
    keepOwnerOnly(dataDir);
  }
  const release = dataDir ? await claimDataDir(dataDir) : () => {};
  try {
    const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    // A new database's first files are written 0666 by PGlite whatever the umask; later ones follow it.
    if (dataDir) keepOwnerOnly(dataDir);
    const db = drizzlePglite(client, { schema }) as unknown as TDb;
    const close = async () => {
      await client.close();
      release();
    };
    return { db, kind: 'pglite', close, dumpDataDir: () => client.dumpDataDir('gzip') };
  } catch (error) {
    release();
    throw error;
  }
}

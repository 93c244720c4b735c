import { openDatabase, type TDb, type TDbHandle } from './client';
import { databaseUrl } from './database-url';

// One handle per server process: PGlite allows a single connection, and hot reload must not open a second.
const globalForDb = globalThis as unknown as { forecourtDb?: Promise<TDbHandle> };

/** The process-wide database of the running app. */
export function getDbHandle(): Promise<TDbHandle> {
  globalForDb.forecourtDb ??= openDatabase(databaseUrl());
  return globalForDb.forecourtDb;
}

export async function getDb(): Promise<TDb> {
  return (await getDbHandle()).db;
}

/** The process's database if it was opened (a shutdown closes it; it must not open one just to close it). */
export function openedDbHandle(): Promise<TDbHandle> | undefined {
  return globalForDb.forecourtDb;
}

import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import postgres from 'postgres';
import { env } from '@/env';
import { openDatabase, type TDb, type TDbHandle } from '../client';
import { migrateDatabase } from '../migrate';
import * as schema from '../schema';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set,
 * a new database on that PostgreSQL server, dropped again on close.
 */
export async function createTestDb(): Promise<TDbHandle> {
  const serverUrl = env.TEST_DATABASE_URL;
  if (!serverUrl) return openMigratedPglite();
  const name = `forecourt_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase(url.toString());
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * An in-memory PGlite started from a migrated data directory: a new cluster costs PGlite an initdb (about 3.5 s
 * here) and the migrations another 0.7 s, while loading a dump of one takes 0.7 s. The dump is made once per set
 * of migrations and kept in node_modules/.cache, so every test file after the first starts from it.
 */
async function openMigratedPglite(): Promise<TDbHandle> {
  const client = await PGlite.create({ loadDataDir: await migratedDump(), extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as TDb;
  return { db, kind: 'pglite', close: () => client.close() };
}

const migrationsFolder = path.resolve(import.meta.dirname, '../migrations');
const cacheFolder = path.resolve(import.meta.dirname, '../../../../node_modules/.cache/forecourt-test-db');
let dump: Promise<Blob> | undefined;

function migratedDump(): Promise<Blob> {
  dump ??= readOrMakeDump();
  return dump;
}

async function readOrMakeDump(): Promise<Blob> {
  const file = path.join(cacheFolder, `migrated-${migrationsFingerprint()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const handle = await openDatabase('memory://');
    await migrateDatabase(handle);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const made = await client.dumpDataDir('none');
    await handle.close();
    // Written beside and renamed into place, so a test file in another worker never reads half a dump.
    mkdirSync(cacheFolder, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await made.arrayBuffer()));
    renameSync(partial, file);
    return made;
  }
}

/** The migrations' files and PGlite's version: a change to either makes a new dump. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, '../../../../node_modules/@electric-sql/pglite/package.json'),
      'utf8',
    ),
  ) as { version: string };
  hash.update(pglite.version);
  for (const entry of readdirSync(migrationsFolder, { recursive: true, withFileTypes: true }).sort((a, b) =>
    path.join(a.parentPath, a.name).localeCompare(path.join(b.parentPath, b.name)),
  )) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hash.update(path.relative(migrationsFolder, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

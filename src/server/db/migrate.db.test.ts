import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { env } from '@/env';
import { openDatabase, type TDbHandle } from './client';
import { migrateDatabase } from './migrate';
import { pendingMigrations } from './pending-migrations';
import journal from './migrations/meta/_journal.json';

// `npm run migrate` run twice at once, on one server or two: on PGlite here (one handle, as the embedded database has
// one process), and in CI on the PostgreSQL server of TEST_DATABASE_URL (two connections pools, as two servers).
const ALL_TAGS = journal.entries.map((entry) => entry.tag);
const cleanUps: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

/** Two handles on one new, empty database (PGlite: the same handle twice). */
async function emptyDatabase(): Promise<[TDbHandle, TDbHandle]> {
  const serverUrl = env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase('memory://');
    cleanUps.push(handle.close);
    return [handle, handle];
  }
  const name = `forecourt_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  cleanUps.push(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const first = await openDatabase(url.toString());
  const second = await openDatabase(url.toString());
  cleanUps.push(first.close, second.close);
  return [first, second];
}

async function appliedCount(handle: TDbHandle): Promise<number> {
  const result = await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
  return Number(rows[0]?.n);
}

describe('migrateDatabase and pendingMigrations', () => {
  it('names the pending migrations: all on an empty database, none once migrated, the unapplied ones', async () => {
    const [handle] = await emptyDatabase();
    expect(await pendingMigrations(handle.db)).toEqual(ALL_TAGS);
    await migrateDatabase(handle);
    expect(await pendingMigrations(handle.db)).toEqual([]);
    const [newest, previous] = [...journal.entries].reverse();
    await handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at >= ${previous!.when}`,
    );
    expect(await pendingMigrations(handle.db)).toEqual([previous!.tag, newest!.tag]);
  });

  it('applies each migration once when two migrators run at once', async () => {
    const [first, second] = await emptyDatabase();
    await Promise.all([migrateDatabase(first), migrateDatabase(second)]);
    expect(await appliedCount(first)).toBe(ALL_TAGS.length);
    expect(await pendingMigrations(second.db)).toEqual([]);
    // And a third run later finds nothing to do.
    await migrateDatabase(second);
    expect(await appliedCount(second)).toBe(ALL_TAGS.length);
  });
});

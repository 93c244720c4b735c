import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { env } from '@/env';
import { openDatabase, type TDbHandle } from '../client';
import { migrateDatabase } from '../migrate';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set,
 * a new database on that PostgreSQL server, dropped again on close.
 */
export async function createTestDb(): Promise<TDbHandle> {
  const serverUrl = env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase('memory://');
    await migrateDatabase(handle);
    return handle;
  }
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

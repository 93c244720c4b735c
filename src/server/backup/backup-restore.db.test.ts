import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptSecret } from '@/server/admin/kept-secret';
import { openDatabase } from '@/server/db/client';
import { createMigratedDataDir } from '@tests/fixtures/create-test-db';
import { createInboxFixture } from '@tests/fixtures/inbox-fixture';
import { snapshotTables, type TTableSnapshot } from '@tests/fixtures/table-snapshot';
import { backUp } from './back-up';
import { withAdminApiKey } from '@/server/http/with-admin-api-key';
import { answerBackup } from './get-backup-route';
import { restoreDataDir } from './restore-data-dir';

// PGlite on disk on purpose (not createTestDb): the backup is of an embedded database's data directory.
const tmp = mkdtempSync(path.join(tmpdir(), 'fc-backup-test-'));
const dataDir = path.join(tmp, 'data');
const photo = path.join('media', 'cars', 'alpha-hilux', 'photo-1.webp');
const photoBytes = randomBytes(50_000);
const adminToken = 'a'.repeat(40);
let before: TTableSnapshot;
let settingsKey: string;

const open = () => openDatabase(path.join(dataDir, 'pglite'));

beforeAll(async () => {
  mkdirSync(dataDir, { recursive: true });
  await createMigratedDataDir(path.join(dataDir, 'pglite'));
  const handle = await open();
  await createInboxFixture(handle.db, new Date('2026-11-01T10:00:00Z'));
  before = await snapshotTables(handle.db);
  await handle.close();
  mkdirSync(path.dirname(path.join(dataDir, photo)), { recursive: true });
  writeFileSync(path.join(dataDir, photo), photoBytes);
  settingsKey = keptSecret(dataDir, 'settings-key');
}, 60_000);

afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

/** Wipes the data directory, restores `archive` into it and checks every table, the photo and the key. */
async function wipeRestoreAndCompare(archive: string) {
  rmSync(dataDir, { recursive: true, force: true });
  const { movedAside, manifest } = await restoreDataDir(archive, dataDir);
  expect(movedAside).toBeNull();
  expect(manifest).toMatchObject({ app: 'forecourt', format: 1 });
  const handle = await open();
  try {
    const after = await snapshotTables(handle.db);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after).toEqual(before);
  } finally {
    await handle.close();
  }
  expect(readFileSync(path.join(dataDir, photo)).equals(photoBytes)).toBe(true);
  expect(keptSecret(dataDir, 'settings-key')).toBe(settingsKey);
}

describe('backup and restore of the embedded database and media', () => {
  it('round-trips from the data directory: every lead, car, setting and photo identical', async () => {
    expect(before.leads!.rows).toBeGreaterThan(0);
    expect(before.cars!.rows).toBeGreaterThan(0);
    expect(before.websites!.rows).toBeGreaterThan(0);
    const archive = path.join(tmp, 'from-data-dir.tar.gz');
    const handle = await open();
    try {
      await backUp({ handle, dataDir, outFile: archive, source: 'data-dir' });
    } finally {
      await handle.close();
    }
    await wipeRestoreAndCompare(archive);
  }, 60_000);

  it('round-trips through the admin endpoint of a running server, which refuses without the token', async () => {
    const handle = await open();
    // The route's own composition (getBackupRoute), with this test's token and database.
    const route = withAdminApiKey({ adminToken: () => adminToken }, async () =>
      answerBackup(handle, dataDir),
    );
    const url = 'http://dashboard.localhost:3000/api/admin/backup';
    let archive: Buffer;
    try {
      expect((await route(new Request(url))).status).toBe(401);
      const response = await route(new Request(url, { headers: { authorization: `Bearer ${adminToken}` } }));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/gzip');
      archive = Buffer.from(await response.arrayBuffer());
    } finally {
      await handle.close();
    }
    const file = path.join(tmp, 'from-server.tar.gz');
    writeFileSync(file, archive);
    await wipeRestoreAndCompare(file);
  }, 60_000);

  it('moves the data directory it replaces aside, and refuses while another process holds the database', async () => {
    const archive = path.join(tmp, 'from-data-dir.tar.gz');
    const { movedAside } = await restoreDataDir(archive, dataDir, new Date('2026-11-28T23:00:00Z'));
    expect(movedAside).toBe(path.join(dataDir, '.before-restore-2026-11-28T23-00-00Z'));
    expect(readFileSync(path.join(movedAside!, photo)).equals(photoBytes)).toBe(true);
    expect(existsSync(path.join(movedAside!, 'pglite'))).toBe(true);
    // Kept aside, and kept out of the next backup.
    const again = path.join(tmp, 'again.tar.gz');
    const handle = await open();
    try {
      await backUp({ handle, dataDir, outFile: again, source: 'data-dir' });
    } finally {
      await handle.close();
    }
    const { list } = await import('tar');
    const entries: string[] = [];
    await list({ file: again, onReadEntry: (entry) => void entries.push(entry.path) });
    expect(entries.some((e) => e.includes('before-restore'))).toBe(false);
    expect(entries).toContain(`data/${photo}`);
    // The parent process (vitest's) is alive: a lock naming it is a database in use.
    writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.ppid));
    await expect(restoreDataDir(archive, dataDir)).rejects.toThrow(/is open in process/);
    rmSync(path.join(dataDir, 'pglite.lock'));
  }, 60_000);
});

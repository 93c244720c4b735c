import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { claimDataDir } from '@/server/db/claim-data-dir';
import { keepOwnerOnly, OWNER_ONLY_DIR_MODE } from '@/server/db/owner-only';
import { extractBackupArchive, type TBackupManifest } from './backup-archive';

/** A time stamp for folder names: 2026-11-28T23-05-01Z. */
const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

/**
 * Restores an archive of writeBackupArchive into `dataDir`: unpacked beside it, the database loaded from its dump
 * into the new folder's pglite/, then the old folder moved aside to `<dataDir>.before-restore-<time>` (never
 * deleted: the operator removes it once the restored site is checked) and the new one moved into place. Refuses
 * while a process holds the database (its lock). Nothing in `dataDir` changes until the new folder is complete.
 */
export async function restoreDataDir(
  archive: string,
  dataDir: string,
  now = new Date(),
): Promise<{ manifest: TBackupManifest; movedAside: string | null }> {
  const target = path.resolve(dataDir);
  const database = path.join(target, 'pglite');
  if (existsSync(database)) {
    // Throws, naming the process, when a server (or a script) has the database open.
    const release = await claimDataDir(database);
    release();
  }
  const unpacked = `${target}.restoring-${stamp(now)}`;
  mkdirSync(unpacked, { recursive: true, mode: OWNER_ONLY_DIR_MODE });
  try {
    const { manifest, dumpFile, dataDir: restored } = await extractBackupArchive(archive, unpacked);
    mkdirSync(restored, { recursive: true, mode: OWNER_ONLY_DIR_MODE });
    const client = await PGlite.create({
      dataDir: path.join(restored, 'pglite'),
      loadDataDir: new Blob([readFileSync(dumpFile)]),
      extensions: { pg_trgm },
    });
    await client.close();
    keepOwnerOnly(restored);
    const movedAside = existsSync(target) ? `${target}.before-restore-${stamp(now)}` : null;
    if (movedAside) renameSync(target, movedAside);
    renameSync(restored, target);
    return { manifest, movedAside };
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
}

import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { claimDataDir } from '@/server/db/claim-data-dir';
import { keepOwnerOnly, OWNER_ONLY_DIR_MODE } from '@/server/db/owner-only';
import { extractBackupArchive, RESTORE_FOLDER_PREFIXES, type TBackupManifest } from './backup-archive';

/** A time stamp for folder names: 2026-11-28T23-05-01Z. */
const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

const isRestoreFolder = (name: string) => RESTORE_FOLDER_PREFIXES.some((prefix) => name.startsWith(prefix));

/**
 * Restores an archive of writeBackupArchive into `dataDir`: unpacked into `<dataDir>/.restoring-<time>` and the
 * database loaded from its dump there, then everything `dataDir` held moved into `<dataDir>/.before-restore-<time>`
 * (never deleted: the operator removes it once the restored site is checked) and the restored files moved up into
 * its place. All inside `dataDir`, so it works where DATA_DIR is a mount point (a container's volume), which cannot
 * be renamed itself. Refuses while a process holds the database (its lock). Nothing in `dataDir` moves until the
 * restored copy is complete.
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
  mkdirSync(target, { recursive: true, mode: OWNER_ONLY_DIR_MODE });
  const unpacked = path.join(target, `.restoring-${stamp(now)}`);
  mkdirSync(unpacked, { mode: OWNER_ONLY_DIR_MODE });
  try {
    const archivePath = path.resolve(archive);
    const { manifest, dumpFile, dataDir: restored } = await extractBackupArchive(archivePath, unpacked);
    mkdirSync(restored, { recursive: true, mode: OWNER_ONLY_DIR_MODE });
    const client = await PGlite.create({
      dataDir: path.join(restored, 'pglite'),
      loadDataDir: new Blob([readFileSync(dumpFile)]),
      extensions: { pg_trgm },
    });
    await client.close();

    const current = readdirSync(target).filter((name) => !isRestoreFolder(name));
    const movedAside = current.length > 0 ? path.join(target, `.before-restore-${stamp(now)}`) : null;
    if (movedAside) {
      mkdirSync(movedAside, { mode: OWNER_ONLY_DIR_MODE });
      for (const name of current) renameSync(path.join(target, name), path.join(movedAside, name));
    }
    for (const name of readdirSync(restored)) renameSync(path.join(restored, name), path.join(target, name));
    keepOwnerOnly(target);
    return { manifest, movedAside };
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
}

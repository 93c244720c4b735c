import packageJson from '../../../package.json';
import type { TDbHandle } from '@/server/db/client';
import { writeBackupArchive } from './backup-archive';

/** Why there is nothing to back up here: PostgreSQL is backed up with its own tools. */
export const POSTGRES_BACKUP_REFUSAL =
  'DATABASE_URL is a PostgreSQL server: back it up with pg_dump and the media bucket with versioning (docs/operations/data-shutdown-upgrades.md).';

/**
 * Writes one archive of the embedded database (PGlite's dumpDataDir: consistent while the server runs) and of the
 * rest of the data directory (media, kept secrets) to `outFile`. Throws POSTGRES_BACKUP_REFUSAL on PostgreSQL.
 */
export async function backUp(options: {
  handle: TDbHandle;
  dataDir: string;
  outFile: string;
  source: 'server' | 'data-dir';
  now?: Date;
}): Promise<void> {
  if (!options.handle.dumpDataDir) throw new Error(POSTGRES_BACKUP_REFUSAL);
  const dump = await options.handle.dumpDataDir();
  await writeBackupArchive({
    dataDir: options.dataDir,
    dump,
    outFile: options.outFile,
    manifest: {
      format: 1,
      app: 'forecourt',
      version: packageJson.version,
      createdAt: (options.now ?? new Date()).toISOString(),
      source: options.source,
    },
  });
}

import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { z } from 'zod';

/** The archive's table of contents, read first on a restore. */
export const MANIFEST_NAME = 'forecourt-backup.json';
/** PGlite's own dump of its data directory (dumpDataDir, a gzipped tarball), restored with loadDataDir. */
export const DUMP_NAME = 'pglite.tar.gz';
/** DATA_DIR's files (media, kept secrets, written mail) under this folder of the archive. */
export const DATA_FOLDER = 'data';

/** A restore's own folders inside DATA_DIR (restore-data-dir.ts): never backed up, never moved aside again. */
export const RESTORE_FOLDER_PREFIXES = ['.restoring-', '.before-restore-'] as const;

const ZManifest = z.object({
  format: z.literal(1),
  app: z.literal('forecourt'),
  version: z.string(),
  createdAt: z.string(),
  source: z.enum(['server', 'data-dir']),
});
export type TBackupManifest = z.infer<typeof ZManifest>;

/**
 * What of DATA_DIR is left out: the live database files (the dump stands for them, consistent where a copy of the
 * files in use would not be), its lock, a restore's folders and half-written secret drafts.
 */
function isCopied(relative: string): boolean {
  const [top = ''] = relative.split('/');
  return (
    top !== 'pglite' &&
    top !== 'pglite.lock' &&
    !RESTORE_FOLDER_PREFIXES.some((prefix) => top.startsWith(prefix)) &&
    !relative.endsWith('.tmp')
  );
}

/**
 * Writes ONE .tar.gz: the manifest, the database dump and every other file of `dataDir` (media, the kept admin
 * token, auth secret and settings key, written mail). The data directory is linked into a staging folder and packed
 * through the link, so media are streamed from where they are, never copied first.
 */
export async function writeBackupArchive(options: {
  dataDir: string;
  dump: Blob;
  outFile: string;
  manifest: TBackupManifest;
}): Promise<void> {
  const staging = mkdtempSync(path.join(tmpdir(), 'forecourt-backup-'));
  try {
    writeFileSync(path.join(staging, MANIFEST_NAME), `${JSON.stringify(options.manifest, null, 2)}\n`);
    writeFileSync(path.join(staging, DUMP_NAME), Buffer.from(await options.dump.arrayBuffer()), {
      mode: 0o600,
    });
    symlinkSync(path.resolve(options.dataDir), path.join(staging, DATA_FOLDER), 'dir');
    await tar.c(
      {
        gzip: true,
        file: options.outFile,
        cwd: staging,
        follow: true,
        portable: true,
        filter: (entry) =>
          !entry.startsWith(`${DATA_FOLDER}/`) || isCopied(entry.slice(DATA_FOLDER.length + 1)),
      },
      [MANIFEST_NAME, DUMP_NAME, DATA_FOLDER],
    );
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Unpacks an archive into `into` (a new folder) and checks its manifest. */
export async function extractBackupArchive(
  file: string,
  into: string,
): Promise<{ manifest: TBackupManifest; dumpFile: string; dataDir: string }> {
  await tar.x({ file, cwd: into, strict: true, preserveOwner: false });
  let manifest: TBackupManifest;
  try {
    manifest = ZManifest.parse(JSON.parse(readFileSync(path.join(into, MANIFEST_NAME), 'utf8')));
  } catch {
    throw new Error(`${file} is not a Forecourt backup (no readable ${MANIFEST_NAME})`);
  }
  return { manifest, dumpFile: path.join(into, DUMP_NAME), dataDir: path.join(into, DATA_FOLDER) };
}

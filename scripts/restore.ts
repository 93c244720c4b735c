/**
 * npm run restore -- <archive.tar.gz>
 *
 * Restores an archive of `npm run backup` into DATA_DIR. The server must be stopped (PGlite is one process per data
 * directory, and a running server would go on with the old data in memory): it refuses while one answers on PORT or
 * holds the database. What DATA_DIR held is moved aside into DATA_DIR/.before-restore-<time>, never deleted.
 * Then `npm start` migrates the restored database forward if it came from an older release.
 */
import { env } from '@/env';
import { restoreDataDir } from '@/server/backup/restore-data-dir';
import { appServerIsRunning } from '@/server/db/app-server-is-running';

async function main(): Promise<number> {
  const archive = process.argv[2];
  if (!archive) {
    console.error('Usage: npm run restore -- <archive.tar.gz>');
    return 1;
  }
  if (env.DATABASE_URL && !env.DATABASE_URL.startsWith('file:') && env.DATABASE_URL !== 'memory://') {
    console.error(
      'restore: DATABASE_URL is a PostgreSQL server: restore it with pg_restore (docs/operations/data-shutdown-upgrades.md).',
    );
    return 1;
  }
  if (await appServerIsRunning()) {
    console.error(
      `restore: a server is running on port ${env.PORT}: stop it first, then run the restore again.`,
    );
    return 1;
  }
  const { manifest, movedAside } = await restoreDataDir(archive, env.DATA_DIR);
  console.log(
    `Restored ${archive} (Forecourt ${manifest.version}, backed up ${manifest.createdAt}) into ${env.DATA_DIR}.` +
      (movedAside
        ? ` The previous data directory is kept in ${movedAside}: delete it once the site is checked.`
        : ''),
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? `restore: ${error.message}` : error);
    process.exit(1);
  },
);

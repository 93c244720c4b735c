import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/env';
import { appServerIsRunning } from '@/server/db/app-server-is-running';
import { openDatabase, type TDbHandle } from '@/server/db/client';
import { databaseUrl } from '@/server/db/database-url';
import { keepOwnerOnly } from '@/server/db/owner-only';

/** Whether the configured database is PGlite in a directory (not PostgreSQL, not memory). */
export const isEmbeddedDirectory = (url: string) => !/^postgres(ql)?:\/\//.test(url) && url !== 'memory://';

/**
 * The configured database for a script that writes it (`npm start`'s database step, `npm run demo`, `npm run
 * setup`); null, said on stderr, while the app server owns the PGlite data directory (one process per directory).
 */
export async function openScriptDatabase(script: string): Promise<TDbHandle | null> {
  const url = databaseUrl();
  const embedded = isEmbeddedDirectory(url);
  if (embedded && (await appServerIsRunning())) {
    console.error(
      `The app server is running on port ${env.PORT} and owns the database in ${url}.\n` +
        `Stop it first (PGlite allows one process per data directory), then run ${script} again.`,
    );
    return null;
  }
  // Leads, emails and images in DATA_DIR are the app user's alone, whatever the umask.
  keepOwnerOnly(env.DATA_DIR);
  // PGlite creates its data directory but not the folders above it (./data on a fresh checkout).
  if (embedded) mkdirSync(path.dirname(path.resolve(url.replace(/^file:/, ''))), { recursive: true });
  return openDatabase(url);
}

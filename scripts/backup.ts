/**
 * npm run backup [-- --out file.tar.gz]
 *
 * One archive of the embedded database and the media (and the rest of DATA_DIR: the kept admin token, auth secret
 * and settings key, without which stored webhook and processor secrets cannot be read). While the app server listens
 * on PORT, PGlite is its alone, so the archive comes from its admin API (bearer ADMIN_TOKEN or DATA_DIR/admin-token);
 * otherwise the data directory is opened here. On PostgreSQL it refuses: see docs/operations/data-shutdown-upgrades.md (pg_dump).
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { env } from '@/env';
import { getAdminToken } from '@/server/admin/admin-token';
import { backUp, POSTGRES_BACKUP_REFUSAL } from '@/server/backup/back-up';
import { appServerIsRunning } from '@/server/db/app-server-is-running';
import { openDatabase } from '@/server/db/client';
import { databaseUrl } from '@/server/db/database-url';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const outFile =
    values.out ??
    `forecourt-backup-${new Date()
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replace(/:/g, '-')}.tar.gz`;
  if (env.DATABASE_URL && !env.DATABASE_URL.startsWith('file:') && env.DATABASE_URL !== 'memory://') {
    console.error(`backup: ${POSTGRES_BACKUP_REFUSAL}`);
    return 1;
  }
  if (await appServerIsRunning()) {
    const response = await fetch(`http://127.0.0.1:${env.PORT}/api/admin/backup`, {
      headers: { authorization: `Bearer ${getAdminToken()}` },
    });
    if (!response.ok || !response.body) {
      console.error(
        `backup: the server on port ${env.PORT} answered ${response.status}: ${await response.text()}`,
      );
      return 1;
    }
    await pipeline(Readable.fromWeb(response.body as never), fs.createWriteStream(outFile, { mode: 0o600 }));
    console.log(`Backed up through the server on port ${env.PORT} to ${outFile}.`);
    return 0;
  }
  const handle = await openDatabase(databaseUrl());
  try {
    await backUp({ handle, dataDir: env.DATA_DIR, outFile, source: 'data-dir' });
  } finally {
    await handle.close();
  }
  fs.chmodSync(outFile, 0o600);
  console.log(`Backed up ${env.DATA_DIR} to ${outFile} (no server was running on port ${env.PORT}).`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? `backup: ${error.message}` : error);
    process.exit(1);
  },
);

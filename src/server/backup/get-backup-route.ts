import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { env } from '@/env';
import type { TDbHandle } from '@/server/db/client';
import { getDbHandle } from '@/server/db/db';
import { withAdminApiKey } from '@/server/http/with-admin-api-key';
import { backUp, POSTGRES_BACKUP_REFUSAL } from './back-up';
import { jsonError } from '@/server/http/json-error';

/**
 * The archive of backUp as a download (GET /api/admin/backup, used by `npm run backup` while the server owns the
 * database). It is written to a temporary file first (the dump must be complete before the first byte goes out),
 * removed once sent. 409 on PostgreSQL, which is backed up with pg_dump.
 */
export async function answerBackup(handle: TDbHandle, dataDir: string): Promise<Response> {
  if (!handle.dumpDataDir) return jsonError(409, POSTGRES_BACKUP_REFUSAL, null);
  const folder = mkdtempSync(path.join(tmpdir(), 'forecourt-backup-out-'));
  const file = path.join(folder, 'backup.tar.gz');
  try {
    await backUp({ handle, dataDir, outFile: file, source: 'server' });
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  const stream = createReadStream(file);
  stream.once('close', () => rmSync(folder, { recursive: true, force: true }));
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      'content-type': 'application/gzip',
      'content-disposition': 'attachment; filename="forecourt-backup.tar.gz"',
      'cache-control': 'no-store',
    },
  });
}

/** GET /api/admin/backup: admin bearer token only (ADMIN_TOKEN or DATA_DIR/admin-token). */
export const getBackupRoute = withAdminApiKey({}, async () =>
  answerBackup(await getDbHandle(), env.DATA_DIR),
);

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
 * GET /api/admin/backup (admin bearer token), used by `npm run backup` while the server owns the database: the
 * archive of backUp as a download. It is written to a temporary file first (the dump must be complete before the
 * first byte goes out), which is removed once sent. 409 on PostgreSQL.
 */
export function createBackupRoute(deps: {
  getHandle: () => Promise<TDbHandle>;
  dataDir: () => string;
  adminToken?: () => string;
}) {
  return withAdminApiKey({ adminToken: deps.adminToken }, async () => {
    const handle = await deps.getHandle();
    if (!handle.dumpDataDir) return jsonError(409, POSTGRES_BACKUP_REFUSAL, null);
    const folder = mkdtempSync(path.join(tmpdir(), 'forecourt-backup-out-'));
    const file = path.join(folder, 'backup.tar.gz');
    try {
      await backUp({ handle, dataDir: deps.dataDir(), outFile: file, source: 'server' });
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
  });
}

export const getBackupRoute = createBackupRoute({ getHandle: getDbHandle, dataDir: () => env.DATA_DIR });

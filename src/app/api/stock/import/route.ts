import { revalidateTag } from 'next/cache';
import { getAdminToken } from '@/server/admin/admin-token';
import { getDb } from '@/server/db/db';
import { handleStockImportRequest } from '@/server/stock-import/handle-stock-import-request';

/** Stock file upload used by `npm run import` while the server owns the database; see docs/stock-import.md. */
export async function POST(request: Request): Promise<Response> {
  return handleStockImportRequest(request, {
    db: getDb,
    adminToken: () => getAdminToken(),
    revalidateTag: (tag) => revalidateTag(tag, { expire: 0 }),
  });
}

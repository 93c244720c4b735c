import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { env } from '@/env';
import { getDb } from '@/server/db/db';
import { sharedRateLimiter } from '@/server/http/rate-limiter';
import { withAdminApiKey } from '@/server/http/with-admin-api-key';
import { findStockApiKey, recordStockKeyImport } from '@/server/stock-api-keys/stock-api-keys';
import { handleStockImportRequest } from './handle-stock-import-request';
import { stockImportAccess } from './stock-import-access';
import { stockKeyHostOf } from './stock-key-host-of';

const deps = {
  db: getDb,
  findApiKey: findStockApiKey,
  recordKeyImport: recordStockKeyImport,
  rateLimit: sharedRateLimiter('stock-feed', { limit: env.API_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }),
  revalidateTag: (tag: string) => revalidateTag(tag, { expire: 0 }),
  hostOf: stockKeyHostOf,
  // A large feed's job runs after the 202, in the request's context: its revalidations apply when it ends.
  runAfterResponse: (task: () => Promise<void>) => after(task),
};

/**
 * Stock feeds over HTTP: a dealership's API key (created in the dashboard), or the admin token used by
 * `npm run import` while the server owns the database; see docs/stock-import.md.
 */
export const postStockImportRoute = withAdminApiKey(stockImportAccess(deps), ({ request, caller }) =>
  handleStockImportRequest(request, caller, deps),
);

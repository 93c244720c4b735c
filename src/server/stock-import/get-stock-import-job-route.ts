import { getDb } from '@/server/db/db';
import { sharedRateLimiter } from '@/server/http/rate-limiter';
import { withAdminApiKey } from '@/server/http/with-admin-api-key';
import { findStockApiKey } from '@/server/stock-api-keys/stock-api-keys';
import { handleStockImportJobRequest } from './handle-stock-import-job-request';
import { stockImportAccess } from './stock-import-access';
import { stockKeyHostOf } from './stock-key-host-of';

/** Polls per key a minute: a client checking every second is let through; its posts have their own limit. */
export const STOCK_JOB_POLLS_PER_MINUTE = 120;

const deps = {
  db: getDb,
  findApiKey: findStockApiKey,
  rateLimit: sharedRateLimiter('stock-feed-job', { limit: STOCK_JOB_POLLS_PER_MINUTE, windowMs: 60_000 }),
  hostOf: stockKeyHostOf,
};

/** GET /api/stock/import/jobs/{id} with the stock API key that posted the feed (docs/stock-import.md). */
export const getStockImportJobRoute = withAdminApiKey(stockImportAccess(deps), ({ params, caller }) =>
  handleStockImportJobRequest(params.id ?? '', caller, deps),
);

import { revalidateTag } from 'next/cache';
import { env } from '@/env';
import { getDb } from '@/server/db/db';
import { sharedRateLimiter } from '@/server/http/rate-limiter';
import { isDashboardHost } from '@/server/http/is-dashboard-host';
import { withAdminApiKey } from '@/server/http/with-admin-api-key';
import { lookupSiteByKey } from '@/server/websites/lookup-site-by-key';
import { siteKeyFromHost } from '@/server/websites/site-key-from-host';
import { findStockApiKey, recordStockKeyImport } from '@/server/stock-api-keys/stock-api-keys';
import { handleStockImportRequest } from './handle-stock-import-request';
import { stockImportAccess } from './stock-import-access';

const deps = {
  db: getDb,
  findApiKey: findStockApiKey,
  recordKeyImport: recordStockKeyImport,
  rateLimit: sharedRateLimiter('stock-feed', { limit: env.API_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }),
  revalidateTag: (tag: string) => revalidateTag(tag, { expire: 0 }),
  hostOf: async (host: string | null) =>
    isDashboardHost(host, env.DASHBOARD_HOST)
      ? ('dashboard' as const)
      : ((await lookupSiteByKey(siteKeyFromHost(host)))?.id ?? null),
};

/**
 * Stock feeds over HTTP: a dealership's API key (created in the dashboard), or the admin token used by
 * `npm run import` while the server owns the database; see docs/stock-import.md.
 */
export const postStockImportRoute = withAdminApiKey(stockImportAccess(deps), ({ request, caller }) =>
  handleStockImportRequest(request, caller, deps),
);

import { withAdminRoute } from '@/server/admin/with-admin-route';
import type { TDb } from '@/server/db/client';
import type { TRateLimiter } from '@/server/http/rate-limiter';
import type { TStockApiKeyScope } from '@/server/stock-api-keys/stock-api-keys';
import { handleStockImportRequest, type TStockImportDeps } from './handle-stock-import-request';

export type TStockImportRouteDeps = TStockImportDeps & {
  /** The admin token; default getAdminToken(). */
  adminToken?: () => string;
  /** A dealership's stock API key (docs/stock-import.md): its scope, or null for an unknown or revoked key. */
  findApiKey?: (db: TDb, token: string) => Promise<TStockApiKeyScope | null>;
  /** Requests per key: a DMS posting in a loop is slowed down, not the server. */
  rateLimit?: TRateLimiter;
};

/**
 * POST /api/stock/import behind the admin gate (withAdminRoute), which also takes a dealership's stock API key
 * and limits each key's rate: the import itself is handleStockImportRequest.
 */
export function stockImportRoute(deps: TStockImportRouteDeps): (request: Request) => Promise<Response> {
  const { findApiKey, rateLimit } = deps;
  return withAdminRoute<TStockApiKeyScope>(
    {
      adminToken: deps.adminToken,
      findKey: findApiKey && (async (token) => findApiKey(await deps.db(), token)),
      keyRateLimit: rateLimit && {
        limiter: rateLimit,
        bucket: (key) => `stock-key:${key.id}`,
        message: 'authorization: too many stock posts with this key: wait and send again',
      },
      refusal: 'authorization: a valid "Bearer <stock API key>" is required',
    },
    ({ request, caller }) => handleStockImportRequest(request, caller, deps),
  );
}

import type { TDb } from '@/server/db/client';
import type { TAdminApiKeyOptions } from '@/server/http/with-admin-api-key';
import type { TRateLimiter } from '@/server/http/rate-limiter';
import type { TStockApiKeyScope } from '@/server/stock-api-keys/stock-api-keys';

export type TStockImportAccess = {
  db: () => Promise<TDb>;
  /** The admin token; default getAdminToken(). */
  adminToken?: () => string;
  /** A dealership's stock API key (docs/stock-import.md): its scope, or null for an unknown or revoked key. */
  findApiKey?: (db: TDb, token: string) => Promise<TStockApiKeyScope | null>;
  /** Requests per key: a DMS posting in a loop is slowed down, not the server. */
  rateLimit?: TRateLimiter;
  /**
   * What a host is: the dashboard's, a site's (its id: one of its domains, its `{slug}` host, or DEFAULT_SITE's
   * for a host that names none), or nothing (null). A key works through its own site's hosts and the dashboard's.
   */
  hostOf?: (host: string | null) => Promise<'dashboard' | number | null>;
};

/**
 * Who may post stock (withAdminApiKey's options): the admin token, or a dealership's stock API key, each key
 * limited to its own rate and to its own site's hosts and the dashboard's.
 */
export function stockImportAccess(access: TStockImportAccess): TAdminApiKeyOptions<TStockApiKeyScope> {
  const { findApiKey, rateLimit } = access;
  return {
    adminToken: access.adminToken,
    findKey: findApiKey && (async (token) => findApiKey(await access.db(), token)),
    keyRateLimit: rateLimit && {
      limiter: rateLimit,
      bucket: (key) => `stock-key:${key.id}`,
      message: 'authorization: too many stock posts with this key: wait and send again',
    },
    keyHost: access.hostOf && {
      allows: async (key, host) => {
        const owner = await access.hostOf!(host);
        return owner === 'dashboard' || owner === key.websiteId;
      },
      message: "host: this key imports through its own site's addresses or the dashboard's, not this one",
    },
    refusal: 'authorization: a valid "Bearer <stock API key>" is required',
  };
}

import { bearerToken, bearerTokenMatches, getAdminToken } from '@/server/admin/admin-token';
import type { TRateLimiter } from './rate-limiter';
import { requestHost } from './request-host';
import { RouteError } from './route-error';
import { withRoute, type TRouteContext, type TRouteHandler } from './with-route';

/** Who passed the gate: the holder of the admin token, or of a key the route also takes (a stock API key). */
export type TAdminCaller<TKey> = { admin: true } | { admin: false; key: TKey };

export type TAdminApiKeyOptions<TKey> = {
  /** The token a caller must present; default getAdminToken() (ADMIN_TOKEN or DATA_DIR/admin-token). */
  adminToken?: () => string;
  /** A key the route takes besides the admin token: its holder, or null for an unknown or revoked key. */
  findKey?: (token: string) => Promise<TKey | null>;
  /**
   * Requests per key holder, each counted under `bucket(key)`: a feed posting in a loop is slowed down, not the
   * server. The admin token is not limited.
   */
  keyRateLimit?: { limiter: TRateLimiter; bucket: (key: TKey) => string; message: string };
  /**
   * Where a key works: `allows(key, host)` with the host the request was sent to (requestHost); refused with 403
   * `{error: message, field: 'host'}` elsewhere. The admin token works on any host.
   */
  keyHost?: { allows: (key: TKey, host: string | null) => Promise<boolean>; message: string };
  /** What a caller without a valid token is told (401). */
  refusal?: string;
};

/**
 * An admin API route (lead export, parked deliveries, stock import): `Authorization: Bearer <token>` compared in
 * constant time with the admin token (or found by `findKey`), else 401 `{error, field: 'authorization'}` with
 * `WWW-Authenticate: Bearer`; a key holder's rate limit (429 with Retry-After). Refusals are JSON.
 *
 * ```ts
 * export const getLeadExportRoute = withAdminApiKey({}, async ({ request }) => handleLeadExport(request, …));
 * ```
 */
export function withAdminApiKey<TKey = never>(
  options: TAdminApiKeyOptions<TKey>,
  handler: (
    context: TRouteContext<{ caller: TAdminCaller<TKey> }, Record<string, string>>,
  ) => Promise<Response>,
): TRouteHandler<Record<string, string>> {
  const adminToken = options.adminToken ?? (() => getAdminToken());
  const refusal = options.refusal ?? 'A valid admin bearer token is required.';

  async function identify(request: Request): Promise<{ caller: TAdminCaller<TKey> }> {
    const authorization = request.headers.get('authorization');
    if (bearerTokenMatches(authorization, adminToken())) return { caller: { admin: true } };
    const token = bearerToken(authorization);
    const key = token && options.findKey ? await options.findKey(token) : null;
    if (!key) throw new RouteError(401, refusal, 'authorization', { 'WWW-Authenticate': 'Bearer' });
    if (options.keyHost && !(await options.keyHost.allows(key, requestHost(request.headers))))
      throw new RouteError(403, options.keyHost.message, 'host');
    const limit = options.keyRateLimit;
    const decision = limit && (await limit.limiter(limit.bucket(key)));
    if (limit && decision && !decision.ok) {
      throw new RouteError(429, limit.message, 'authorization', {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
    return { caller: { admin: false, key } };
  }

  return withRoute({ gate: identify }, handler);
}

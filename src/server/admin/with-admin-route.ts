import { jsonError } from '@/server/http/json-error';
import type { TRateLimiter } from '@/server/http/rate-limiter';
import { RouteError } from '@/server/http/route-error';
import { bearerToken, bearerTokenMatches, getAdminToken } from './admin-token';

/** Who passed the gate: the holder of the admin token, or of a key the route also takes (a stock API key). */
export type TAdminCaller<TKey> = { admin: true } | { admin: false; key: TKey };

export type TAdminRouteOptions<TKey> = {
  /** The token a caller must present; default getAdminToken() (ADMIN_TOKEN or DATA_DIR/admin-token). */
  adminToken?: () => string;
  /** A key the route takes besides the admin token: its holder, or null for an unknown or revoked key. */
  findKey?: (token: string) => Promise<TKey | null>;
  /**
   * Requests per key holder, each counted under `bucket(key)`: a feed posting in a loop is slowed down, not the
   * server. The admin token is not limited.
   */
  keyRateLimit?: { limiter: TRateLimiter; bucket: (key: TKey) => string; message: string };
  /** What a caller without a valid token is told (401). */
  refusal?: string;
};

/**
 * The one wrapper of every admin API route (lead export, parked deliveries, stock import), as withSiteRoute is
 * of the public ones: `Authorization: Bearer <token>` compared in constant time with the admin token (or found
 * by `findKey`), else 401 `{error, field: 'authorization'}` with `WWW-Authenticate: Bearer`; a key holder's rate
 * limit (429 with Retry-After); a thrown RouteError answered as its 4xx, anything else logged and answered 500.
 *
 * ```ts
 * export const GET = withAdminRoute({}, async ({ request }) => handleLeadExport(request, await getDb()));
 * ```
 */
export function withAdminRoute<TKey = never>(
  options: TAdminRouteOptions<TKey>,
  handler: (context: { request: Request; caller: TAdminCaller<TKey> }) => Promise<Response>,
): (request: Request) => Promise<Response> {
  const adminToken = options.adminToken ?? (() => getAdminToken());
  const refusal = options.refusal ?? 'A valid admin bearer token is required.';

  async function identify(request: Request): Promise<TAdminCaller<TKey>> {
    const authorization = request.headers.get('authorization');
    if (bearerTokenMatches(authorization, adminToken())) return { admin: true };
    const token = bearerToken(authorization);
    const key = token && options.findKey ? await options.findKey(token) : null;
    if (!key) throw new RouteError(401, refusal, 'authorization', { 'WWW-Authenticate': 'Bearer' });
    const limit = options.keyRateLimit;
    const decision = limit && (await limit.limiter(limit.bucket(key)));
    if (limit && decision && !decision.ok) {
      throw new RouteError(429, limit.message, 'authorization', {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
    return { admin: false, key };
  }

  return async function route(request) {
    try {
      return await handler({ request, caller: await identify(request) });
    } catch (error) {
      if (error instanceof RouteError)
        return jsonError(error.status, error.message, error.field, error.headers);
      console.error(`${request.method} ${new URL(request.url).pathname} failed`, error);
      return jsonError(500, 'Something went wrong on our side. Please try again.');
    }
  };
}

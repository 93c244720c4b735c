import type { TSite } from '@/server/websites/site.types';
import { clientId } from './client-id';
import { getRequestSite } from './get-request-site';
import { isSameOrigin } from './is-same-origin';
import { createRateLimiter, sharedRateLimiter, type TRateLimit } from './rate-limiter';
import { WRITE_RATE_LIMIT } from './rate-limits';
import { RouteError } from './route-error';

export type TSiteRequestGateOptions = {
  /** Requests per window per client and route; default API_RATE_LIMIT_PER_MINUTE per minute. `false`: none. */
  rateLimit?: TRateLimit | false;
  /**
   * The allowance's name: gates naming the same bucket share one allowance per client (sharedRateLimiter), and
   * every app server counts it together on PostgreSQL. Default: the route's own, counted per request path.
   */
  rateLimitBucket?: string;
  /** Refuse browser requests from another origin (403). Default true. */
  origin?: boolean;
};

/** What a request that passed the gate is: the site its Host names, and the caller's rate-limit key. */
export type TGatedRequest = { site: TSite; client: string };

/**
 * The checks every public request to a site passes before its input is read, whether it arrives as an API
 * route (withSitePageData, withSiteForm) or as a form posted to a server action without JavaScript: the site
 * from the Host header (unknown host: 404), the per-client rate limit (429 with Retry-After), the Origin (403).
 * A refusal is thrown as a RouteError.
 */
export function siteRequestGate(options: TSiteRequestGateOptions = {}) {
  const rule = options.rateLimit ?? WRITE_RATE_LIMIT;
  const limit =
    rule === false
      ? null
      : options.rateLimitBucket
        ? sharedRateLimiter(options.rateLimitBucket, rule)
        : createRateLimiter('route', rule);

  /** `path`: the request's path, which keys the allowance of a gate without a named bucket. */
  return async function pass(headers: Headers, path = ''): Promise<TGatedRequest> {
    const site = await getRequestSite({ headers });
    if (!site) throw new RouteError(404, 'No dealer site is served at this address.');
    const client = clientId(headers);
    if (limit) {
      const bucket = options.rateLimitBucket ? '' : `${path}:`;
      const decision = await limit(`${bucket}${site.id}:${client}`);
      if (!decision.ok) {
        throw new RouteError(429, 'Too many requests: please wait a moment and try again.', null, {
          'Retry-After': String(decision.retryAfterSeconds),
        });
      }
    }
    if (options.origin !== false && !isSameOrigin(headers, site.hosts)) {
      throw new RouteError(403, 'This request must come from the dealer site itself.');
    }
    return { site, client };
  };
}

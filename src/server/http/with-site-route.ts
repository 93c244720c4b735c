import type { z } from 'zod';
import type { TSite } from '@/server/websites/site.types';
import { clientId } from './client-id';
import { getRequestSite } from './get-request-site';
import { isSameOrigin } from './is-same-origin';
import { htmlFormError, wantsHtml } from './html-form-error';
import { jsonError } from './json-error';
import { createRateLimiter, sharedRateLimiter, type TRateLimit } from './rate-limiter';
import { WRITE_RATE_LIMIT } from './rate-limits';
import { readRequestInput } from './read-request-input';
import { RouteError } from './route-error';
import { zodRouteError } from './zod-route-error';

export type TSiteRouteContext<TInput, TParams> = {
  request: Request;
  site: TSite;
  input: TInput;
  params: TParams;
  /** The rate-limit key of the caller (clientId). */
  client: string;
};

export type TSiteRouteOptions<TSchema extends z.ZodType> = {
  /** Parses the JSON or form-style body (the query string for GET); a failure answers 400 `{error, field}`. */
  schema: TSchema;
  /** Requests per window per client and route; default API_RATE_LIMIT_PER_MINUTE per minute. `false`: none. */
  rateLimit?: TRateLimit | false;
  /**
   * The allowance's name: routes naming the same bucket share one allowance per client (sharedRateLimiter), and
   * every app server counts it together on PostgreSQL. Default: the route's own, counted per request path.
   */
  rateLimitBucket?: string;
  /** Refuse browser requests from another origin (403). Default true. */
  origin?: boolean;
  /** Largest body accepted (413 beyond). Default 64 KiB. */
  maxBytes?: number;
};

/**
 * The one wrapper of every public API route (STYLE rule 4): resolves the site from the Host header
 * (unknown host: 404), applies the per-client rate limit (429 with Retry-After), checks the Origin
 * (403), parses the body or query with the zod schema (400 `{error, field}` naming the field), and turns
 * a thrown RouteError into its 4xx. Anything else is logged and answered 500 without details. Every
 * refusal is JSON, or a page (htmlFormError) for a form posted without JavaScript.
 *
 * ```ts
 * export const POST = withSiteRoute({ schema: ZLeadRequest }, async ({ site, input }) => Response.json(…));
 * ```
 */
export function withSiteRoute<TSchema extends z.ZodType, TParams = Record<string, string>>(
  options: TSiteRouteOptions<TSchema>,
  handler: (context: TSiteRouteContext<z.output<TSchema>, TParams>) => Promise<Response>,
): (request: Request, context: { params: Promise<TParams> }) => Promise<Response> {
  const rule = options.rateLimit ?? WRITE_RATE_LIMIT;
  const limit =
    rule === false
      ? null
      : options.rateLimitBucket
        ? sharedRateLimiter(options.rateLimitBucket, rule)
        : createRateLimiter('route', rule);
  const maxBytes = options.maxBytes ?? 64 * 1024;

  return async function route(request, context) {
    // A form posted without JavaScript gets a page it can go back from; everything else gets JSON.
    const refuse = (status: number, message: string, field: string | null = null, headers = {}) =>
      wantsHtml(request)
        ? htmlFormError(request, status, message, field, headers)
        : jsonError(status, message, field, headers);
    try {
      const site = await getRequestSite(request);
      if (!site) return refuse(404, 'No dealer site is served at this address.');
      const client = clientId(request.headers);
      if (limit) {
        const bucket = options.rateLimitBucket ? '' : `${new URL(request.url).pathname}:`;
        const decision = await limit(`${bucket}${site.id}:${client}`);
        if (!decision.ok) {
          return refuse(429, 'Too many requests: please wait a moment and try again.', null, {
            'Retry-After': String(decision.retryAfterSeconds),
          });
        }
      }
      if (options.origin !== false && !isSameOrigin(request.headers)) {
        return refuse(403, 'This request must come from the dealer site itself.');
      }
      const parsed = options.schema.safeParse(await readRequestInput(request, maxBytes));
      if (!parsed.success) throw zodRouteError(parsed.error);
      const params = (await context?.params) ?? ({} as TParams);
      return await handler({ request, site, input: parsed.data, params, client });
    } catch (error) {
      if (error instanceof RouteError) return refuse(error.status, error.message, error.field, error.headers);
      console.error(`${request.method} ${new URL(request.url).pathname} failed`, error);
      return refuse(500, 'Something went wrong on our side. Please try again.');
    }
  };
}

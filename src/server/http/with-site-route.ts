import type { z } from 'zod';
import type { TSite } from '@/server/websites/site.types';
import { htmlFormError, wantsHtml } from './html-form-error';
import { jsonError } from './json-error';
import { MAX_BODY_BYTES } from './max-body-bytes';
import { readRequestInput } from './read-request-input';
import { RouteError } from './route-error';
import { siteRequestGate, type TSiteRequestGateOptions } from './site-request-gate';
import { zodRouteError } from './zod-route-error';

export type TSiteRouteContext<TInput, TParams> = {
  request: Request;
  site: TSite;
  input: TInput;
  params: TParams;
  /** The rate-limit key of the caller (clientId). */
  client: string;
};

export type TSiteRouteOptions<TSchema extends z.ZodType> = TSiteRequestGateOptions & {
  /** Parses the JSON or form-style body (the query string for GET); a failure answers 400 `{error, field}`. */
  schema: TSchema;
  /** Largest body accepted (413 beyond). Default MAX_BODY_BYTES. */
  maxBytes?: number;
};

/**
 * The one wrapper of every public API route (STYLE rule 4): passes the site request gate (the site from the
 * Host header, 404; the per-client rate limit, 429 with Retry-After; the Origin, 403: siteRequestGate), parses the body or query with the zod schema (400 `{error, field}` naming the field), and turns
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
  const gate = siteRequestGate(options);
  const maxBytes = options.maxBytes ?? MAX_BODY_BYTES;

  return async function route(request, context) {
    // A form posted without JavaScript gets a page it can go back from; everything else gets JSON.
    const refuse = (status: number, message: string, field: string | null = null, headers = {}) =>
      wantsHtml(request)
        ? htmlFormError(request, status, message, field, headers)
        : jsonError(status, message, field, headers);
    try {
      const { site, client } = await gate(request.headers, new URL(request.url).pathname);
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

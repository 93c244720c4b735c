import type { z } from 'zod';
import { MAX_BODY_BYTES } from './max-body-bytes';
import { readRequestInput } from './read-request-input';
import { siteRequestGate, type TGatedRequest, type TSiteRequestGateOptions } from './site-request-gate';
import { zodRouteError } from './zod-route-error';

export type TSiteInputOptions<TSchema extends z.ZodType> = TSiteRequestGateOptions & {
  /** Parses the JSON or form-style body (the query string for GET); a failure answers 400 `{error, field}`. */
  schema: TSchema;
};

/** A public request that passed the site request gate, with its parsed input. */
export type TSiteInput<TInput> = TGatedRequest & { input: TInput };

/**
 * The gate of the public site kinds (withSitePageData, withSiteForm): the site request gate (site from the
 * Host, 404; rate limit, 429; Origin, 403), then the body (at most MAX_BODY_BYTES, 413) or the query string
 * parsed with the schema (400 naming the field).
 */
export function siteInputGate<TSchema extends z.ZodType>(options: TSiteInputOptions<TSchema>) {
  const pass = siteRequestGate(options);
  return async function gate(request: Request): Promise<TSiteInput<z.output<TSchema>>> {
    const gated = await pass(request.headers, new URL(request.url).pathname);
    const parsed = options.schema.safeParse(await readRequestInput(request, MAX_BODY_BYTES));
    if (!parsed.success) throw zodRouteError(parsed.error);
    return { ...gated, input: parsed.data };
  };
}

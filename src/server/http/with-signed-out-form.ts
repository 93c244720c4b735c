import type { z } from 'zod';
import { clientId } from './client-id';
import { isTooLarge, readForm, refuseCrossSite, refusedFieldError } from './dashboard-request';
import { jsonError } from './json-error';
import { MAX_BODY_BYTES } from './max-body-bytes';
import { sharedRateLimiter, type TRateLimit } from './rate-limiter';

type TSignedOutOptions<TSchema extends z.ZodType> = {
  schema: TSchema;
  /** The answer to a form the schema refuses, from the values posted; else a 400 naming the field. */
  refused?: (values: Record<string, unknown>) => Response;
  /** A per-client limit checked once the form passes; `refused` answers a client over it. */
  rateLimit?: {
    bucket: string;
    rule: TRateLimit;
    refused: (retryAfterSeconds: number, input: z.output<TSchema>) => Response;
  };
  /** A body that is not a form reads as an empty one (sign-out: the person leaves whatever was posted). */
  emptyUnlessForm?: boolean;
};

/**
 * The wrapper of the dashboard's posts made before or while leaving a session (sign-in, sign-out, password
 * reset): the origin check (403, CSRF) and body limit (413) of every dashboard post, the form (400 when the
 * body is not one), its schema and a per-client rate limit; the handler answers with a 303.
 */
export function withSignedOutForm<TSchema extends z.ZodType>(
  options: TSignedOutOptions<TSchema>,
  handler: (context: { request: Request; input: z.output<TSchema> }) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const crossSite = refuseCrossSite(request);
    if (crossSite) return crossSite;
    if (isTooLarge(request, MAX_BODY_BYTES)) return jsonError(413, 'The form is too large.', null);
    const form = (await readForm(request)) ?? (options.emptyUnlessForm ? new FormData() : null);
    if (!form) return jsonError(400, 'The body must be a form.', null);
    const values = Object.fromEntries(form.entries());
    const parsed = options.schema.safeParse(values);
    if (!parsed.success) return options.refused?.(values) ?? refusedFieldError(parsed.error);
    if (options.rateLimit) {
      const { bucket, rule, refused } = options.rateLimit;
      const limit = await sharedRateLimiter(bucket, rule)(clientId(request.headers));
      if (!limit.ok) return refused(limit.retryAfterSeconds, parsed.data);
    }
    return handler({ request, input: parsed.data });
  };
}

import type { z } from 'zod';
import { clientId } from './client-id';
import {
  answerDashboard,
  DashboardRefusal,
  parseForm,
  postedForm,
  refuseCrossSiteOrLarge,
} from './dashboard-request';
import { sharedRateLimiter, type TRateLimit } from './rate-limiter';
import { withRoute, type TRouteContext, type TRouteHandler } from './with-route';

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
  handler: (
    context: TRouteContext<{ input: z.output<TSchema> }, Record<string, string>>,
  ) => Promise<Response>,
): TRouteHandler<Record<string, string>> {
  const { schema, refused, rateLimit } = options;
  const limit = rateLimit && sharedRateLimiter(rateLimit.bucket, rateLimit.rule);

  async function gate(request: Request): Promise<{ input: z.output<TSchema> }> {
    refuseCrossSiteOrLarge(request);
    const values = Object.fromEntries(await postedForm(request, { orEmpty: options.emptyUnlessForm }));
    const input = parseForm(schema, values, refused && (() => refused(values)));
    const decision = limit && (await limit(clientId(request.headers)));
    if (decision && !decision.ok) {
      throw new DashboardRefusal(rateLimit.refused(decision.retryAfterSeconds, input));
    }
    return { input };
  }
  return withRoute({ gate, answer: answerDashboard() }, handler);
}

import type { z } from 'zod';
import { BUYER_MESSAGES, type TBuyerMessageCode } from '@/domain/buyers/buyer-messages';
import { buyerToken } from '@/server/buyers/buyer-cookie';
import { findBuyerSession, type TBuyerAccount } from '@/server/buyers/buyer-sessions';
import { getDb } from '@/server/db/db';
import { wantsHtml } from './html-form-error';
import { MAX_BODY_BYTES } from './max-body-bytes';
import { readRequestInput } from './read-request-input';
import { RouteError } from './route-error';
import { seeOther } from './see-other';
import { siteRequestGate, type TGatedRequest, type TSiteRequestGateOptions } from './site-request-gate';
import { withRoute, type TRouteHandler } from './with-route';

/** A refusal of a My Garage request: a 4xx with the field and the message of its code. */
export class BuyerError extends RouteError {
  constructor(
    status: number,
    readonly code: TBuyerMessageCode,
    field: string | null,
    headers: Record<string, string> = {},
  ) {
    super(status, BUYER_MESSAGES[code], field, headers);
  }
}

type TOptions<TSchema extends z.ZodType> = TSiteRequestGateOptions & {
  schema: TSchema;
  /** The account must be signed in (401 `signed-out`), or may be (null when not). */
  account: 'required' | 'optional';
  /** The page a form posted without JavaScript returns to with `?error=&field=` (and the typed email). */
  back: string;
};

type TBuyerContext<TInput, TAccount> = TGatedRequest & {
  request: Request;
  input: TInput;
  account: TAccount;
  /** A form posted without JavaScript: answer with a redirect to a page, not JSON. */
  html: boolean;
};

/** Query fields a refused form carries back to its page (what was typed, never a code). */
function backTo(back: string, error: RouteError, input: unknown): string {
  const query = new URLSearchParams(back.includes('?') ? back.slice(back.indexOf('?')) : '');
  const code =
    error instanceof BuyerError ? error.code : error.status === 429 ? 'too-many-requests' : 'invalid';
  query.set('error', code);
  if (error.field) query.set('field', error.field);
  const email = (input as { email?: unknown } | null)?.email;
  if (typeof email === 'string' && email.length <= 254) query.set('email', email);
  const path = back.split('?')[0]!;
  return `${path}?${query}`;
}

/**
 * The buyer's session kind (ADR 0028, ADR 0036): a site request (site from the Host, the route's rate limit, the
 * Origin for writes), the My Garage session read from its cookie at this site only, and the input parsed by its
 * schema. Refusals are JSON `{error, field}`; a form posted without JavaScript is sent back to its page with the
 * error's code and field and the email it typed. Every answer is `Cache-Control: no-store`.
 */
export function withBuyerSession<TSchema extends z.ZodType, TAccount extends 'required' | 'optional'>(
  options: TOptions<TSchema> & { account: TAccount },
  handler: (
    context: TBuyerContext<
      z.output<TSchema>,
      TAccount extends 'required' ? TBuyerAccount : TBuyerAccount | null
    >,
  ) => Promise<Response>,
): TRouteHandler<Record<string, string>> {
  const pass = siteRequestGate(options);
  return withRoute(
    { formPages: true, refusalHeaders: { 'cache-control': 'no-store' } },
    async ({ request }) => {
      const html = wantsHtml(request);
      let input: unknown = null;
      try {
        const gated = await pass(request.headers, new URL(request.url).pathname);
        input = await readRequestInput(request, MAX_BODY_BYTES);
        const account = await findBuyerSession(await getDb(), gated.site.id, buyerToken(request.headers));
        if (!account && options.account === 'required') throw new BuyerError(401, 'signed-out', null);
        const parsed = options.schema.safeParse(input);
        if (!parsed.success) {
          const field = parsed.error.issues[0]?.path.map(String).join('.') || null;
          throw new BuyerError(
            400,
            field === 'code' ? 'code-invalid' : field === 'email' ? 'email-invalid' : 'invalid',
            field,
          );
        }
        const response = await handler({
          ...gated,
          request,
          input: parsed.data,
          account: account as TAccount extends 'required' ? TBuyerAccount : TBuyerAccount | null,
          html,
        });
        response.headers.set('cache-control', 'no-store');
        return response;
      } catch (error) {
        if (!html || !(error instanceof RouteError) || error.status >= 500 || error.status === 403)
          throw error;
        if (error instanceof BuyerError && error.code === 'signed-out') return seeOther('/account/sign-in');
        return seeOther(backTo(options.back, error, input));
      }
    },
  );
}

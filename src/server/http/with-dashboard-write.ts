import type { z } from 'zod';
import { draftCookie, type TDraftPath } from '@/server/dashboard/form-draft';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { env } from '@/env';
import {
  answerDashboard,
  parseForm,
  postedForm,
  refuseCrossSiteOrLarge,
  requireViewer,
  withQuery,
} from './dashboard-request';
import { seeOther } from './see-other';
import { withRoute, type TRouteContext, type TRouteHandler } from './with-route';

export type TDashboardWrite<TInput> = { input: TInput; viewer: TViewer };

/** A form a person types in: refused, it goes back to its page with the values typed (form-draft.ts). */
export type TDraftOptions<TParams> = { form: (params: TParams) => string; path: TDraftPath };

/**
 * The wrapper of every signed-in dashboard form post (a route handler, so it works without JavaScript): refuses
 * another origin (403, CSRF) and oversized bodies (413), sends anyone not signed in to the sign-in page,
 * parses the form with the zod schema, and answers a DashboardError with a 303 back to `back` carrying its
 * code, or a 404 for anything outside the person's scope. A form with `draft` that the schema refuses goes
 * back to its page with `?draft=` and its values, where the page puts each message at its field; without
 * `draft` (fields a person does not type: only a tampered form fails) the answer is a 400 naming the field.
 */
export function withDashboardWrite<TSchema extends z.ZodType, TParams = Record<string, string>>(
  options: {
    schema: TSchema;
    back: (params: TParams) => string;
    draft?: TDraftOptions<TParams>;
    /** The two-factor enrolment page's own posts, open to an admin who has not turned it on yet. */
    beforeTwoFactor?: boolean;
  },
  handler: (context: TRouteContext<TDashboardWrite<z.output<TSchema>>, TParams>) => Promise<Response>,
): TRouteHandler<TParams> {
  const { schema, back, draft } = options;

  async function gate(request: Request, params: TParams): Promise<TDashboardWrite<z.output<TSchema>>> {
    refuseCrossSiteOrLarge(request);
    const viewer = await requireViewer(request, { beforeTwoFactor: options.beforeTwoFactor });
    const form = await postedForm(request);
    const values = Object.fromEntries(
      [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const backWithDraft =
      draft &&
      (() => {
        const { nonce, cookie } = draftCookie({
          form: draft.form(params),
          values,
          path: draft.path,
          secure: env.DASHBOARD_PROTOCOL === 'https',
        });
        return seeOther(withQuery(back(params), `draft=${nonce}`), [cookie]);
      });
    return { input: parseForm(schema, values, backWithDraft), viewer };
  }
  return withRoute({ gate, answer: answerDashboard(back) }, handler);
}

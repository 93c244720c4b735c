import type { z } from 'zod';
import { draftCookie, type TDraftPath } from '@/server/dashboard/form-draft';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { env } from '@/env';
import {
  answerDashboardError,
  isTooLarge,
  readForm,
  refuseCrossSite,
  refusedFieldError,
  requestViewer,
  withQuery,
} from './dashboard-request';
import { jsonError } from './json-error';
import { MAX_BODY_BYTES } from './max-body-bytes';
import { seeOther } from './see-other';

export type TDashboardWriteContext<TInput, TParams> = {
  request: Request;
  input: TInput;
  params: TParams;
  viewer: TViewer;
};

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
  options: { schema: TSchema; back: (params: TParams) => string; draft?: TDraftOptions<TParams> },
  handler: (context: TDashboardWriteContext<z.output<TSchema>, TParams>) => Promise<Response>,
): (request: Request, context: { params: Promise<TParams> }) => Promise<Response> {
  return async (request, context) => {
    const crossSite = refuseCrossSite(request);
    if (crossSite) return crossSite;
    if (isTooLarge(request, MAX_BODY_BYTES)) return jsonError(413, 'The form is too large.', null);
    const params = await context.params;
    const viewer = await requestViewer(request);
    if (!viewer) return seeOther('/sign-in');
    const form = await readForm(request);
    if (!form) return jsonError(400, 'The body must be a form.', null);
    const values = Object.fromEntries(
      [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const parsed = options.schema.safeParse(values);
    if (!parsed.success && options.draft) {
      const { nonce, cookie } = draftCookie({
        form: options.draft.form(params),
        values,
        path: options.draft.path,
        secure: env.DASHBOARD_PROTOCOL === 'https',
      });
      return seeOther(withQuery(options.back(params), `draft=${nonce}`), [cookie]);
    }
    if (!parsed.success) return refusedFieldError(parsed.error);
    return answerDashboardError(
      () => handler({ request, input: parsed.data, params, viewer }),
      options.back(params),
    );
  };
}

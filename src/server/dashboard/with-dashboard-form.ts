import type { z } from 'zod';
import { getDashboardAuth } from '@/server/auth/dashboard-auth';
import { getDb } from '@/server/db/db';
import { isSameOrigin } from '@/server/http/is-same-origin';
import { jsonError } from '@/server/http/json-error';
import { MAX_BODY_BYTES } from '@/server/http/max-body-bytes';
import { seeOther } from '@/server/http/see-other';
import { env } from '@/env';
import { DashboardError } from './dashboard-error';
import { draftCookie, type TDraftPath } from './form-draft';
import { loadViewer } from './load-viewer';
import type { TViewer } from './viewer.types';

export type TDashboardFormContext<TInput, TParams> = {
  request: Request;
  input: TInput;
  params: TParams;
  viewer: TViewer;
};

/** A form a person types in: refused, it goes back to its page with the values typed (form-draft.ts). */
export type TDraftOptions<TParams> = { form: (params: TParams) => string; path: TDraftPath };

/**
 * The one wrapper of every dashboard form post (a route handler, so it works without JavaScript): refuses
 * another origin (403, CSRF) and oversized bodies (413), sends anyone not signed in to the sign-in page,
 * parses the form with the zod schema, and answers a DashboardError with a 303 back to `back` carrying its
 * code, or a 404 for anything outside the person's scope. A form with `draft` that the schema refuses goes
 * back to its page with `?draft=` and its values, where the page puts each message at its field; without
 * `draft` (fields a person does not type: only a tampered form fails) the answer is a 400 naming the field.
 */
export function withDashboardForm<TSchema extends z.ZodType, TParams = Record<string, string>>(
  options: { schema: TSchema; back: (params: TParams) => string; draft?: TDraftOptions<TParams> },
  handler: (context: TDashboardFormContext<z.output<TSchema>, TParams>) => Promise<Response>,
): (request: Request, context: { params: Promise<TParams> }) => Promise<Response> {
  return async (request, context) => {
    if (!isSameOrigin(request.headers)) return jsonError(403, 'Cross-site form posts are refused.', null);
    if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
      return jsonError(413, 'The form is too large.', null);
    const params = await context.params;
    const auth = await getDashboardAuth();
    const session = await auth.api.getSession({ headers: request.headers });
    const viewer = session ? await loadViewer(await getDb(), session.user.id) : null;
    if (!viewer) return seeOther('/sign-in');
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return jsonError(400, 'The body must be a form.', null);
    }
    const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
    const parsed = options.schema.safeParse(values);
    if (!parsed.success && options.draft) {
      const { nonce, cookie } = draftCookie({
        form: options.draft.form(params),
        values: values as Record<string, string>,
        path: options.draft.path,
        secure: env.DASHBOARD_PROTOCOL === 'https',
      });
      return seeOther(withQuery(options.back(params), `draft=${nonce}`), [cookie]);
    }
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.join('.') || null;
      return jsonError(400, `${field ?? 'form'}: ${issue.message}`, field);
    }
    try {
      return await handler({ request, input: parsed.data, params, viewer });
    } catch (error) {
      if (!(error instanceof DashboardError)) throw error;
      if (error.notFound)
        return new Response('Not found.', { status: 404, headers: { 'content-type': 'text/plain' } });
      return seeOther(withQuery(options.back(params), `error=${error.code}`));
    }
  };
}

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

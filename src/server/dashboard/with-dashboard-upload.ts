import { getDashboardAuth } from '@/server/auth/dashboard-auth';
import { getDb } from '@/server/db/db';
import { isSameOrigin } from '@/server/http/is-same-origin';
import { jsonError } from '@/server/http/json-error';
import { seeOther } from '@/server/http/see-other';
import { DashboardError } from './dashboard-error';
import { loadViewer } from './load-viewer';
import type { TViewer } from './viewer.types';

export type TDashboardUploadContext<TParams> = {
  request: Request;
  form: FormData;
  params: TParams;
  viewer: TViewer;
};

/**
 * withDashboardForm for multipart posts that carry files (photos, stock files): the same origin check (CSRF),
 * session and 404-or-303 handling of a DashboardError, with a larger size limit; a body over it goes back to
 * the page with `tooLarge`'s code. The handler reads and checks the form's fields itself.
 */
export function withDashboardUpload<TParams = Record<string, string>>(
  options: { maxBytes: number; tooLarge: DashboardError['code']; back: (params: TParams) => string },
  handler: (context: TDashboardUploadContext<TParams>) => Promise<Response>,
): (request: Request, context: { params: Promise<TParams> }) => Promise<Response> {
  return async (request, context) => {
    if (!isSameOrigin(request.headers)) return jsonError(403, 'Cross-site form posts are refused.', null);
    const params = await context.params;
    const auth = await getDashboardAuth();
    const session = await auth.api.getSession({ headers: request.headers });
    const viewer = session ? await loadViewer(await getDb(), session.user.id) : null;
    if (!viewer) return seeOther('/sign-in');
    const back = options.back(params);
    const backWith = (code: string) => seeOther(`${back}${back.includes('?') ? '&' : '?'}error=${code}`);
    if (Number(request.headers.get('content-length') ?? 0) > options.maxBytes)
      return backWith(options.tooLarge);
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return jsonError(400, 'The body must be a multipart form.', null);
    }
    try {
      return await handler({ request, form, params, viewer });
    } catch (error) {
      if (!(error instanceof DashboardError)) throw error;
      if (error.notFound)
        return new Response('Not found.', { status: 404, headers: { 'content-type': 'text/plain' } });
      return backWith(error.code);
    }
  };
}

import type { DashboardError } from '@/server/dashboard/dashboard-error';
import type { TViewer } from '@/server/dashboard/viewer.types';
import {
  answerDashboardError,
  isTooLarge,
  readForm,
  refuseCrossSite,
  requestViewer,
  withQuery,
} from './dashboard-request';
import { jsonError } from './json-error';
import { seeOther } from './see-other';

export type TDashboardUploadContext<TParams> = {
  request: Request;
  form: FormData;
  params: TParams;
  viewer: TViewer;
};

/**
 * withDashboardWrite for multipart posts that carry files (photos, stock files): the same origin check (CSRF),
 * session and 404-or-303 handling of a DashboardError, with a larger size limit; a body over it goes back to
 * the page with `tooLarge`'s code. The handler reads and checks the form's fields itself.
 */
export function withDashboardUpload<TParams = Record<string, string>>(
  options: { maxBytes: number; tooLarge: DashboardError['code']; back: (params: TParams) => string },
  handler: (context: TDashboardUploadContext<TParams>) => Promise<Response>,
): (request: Request, context: { params: Promise<TParams> }) => Promise<Response> {
  return async (request, context) => {
    const crossSite = refuseCrossSite(request);
    if (crossSite) return crossSite;
    const params = await context.params;
    const viewer = await requestViewer(request);
    if (!viewer) return seeOther('/sign-in');
    const back = options.back(params);
    if (isTooLarge(request, options.maxBytes)) return seeOther(withQuery(back, `error=${options.tooLarge}`));
    const form = await readForm(request);
    if (!form) return jsonError(400, 'The body must be a multipart form.', null);
    return answerDashboardError(() => handler({ request, form, params, viewer }), back);
  };
}

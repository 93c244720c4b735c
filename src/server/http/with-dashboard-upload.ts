import { DashboardError } from '@/server/dashboard/dashboard-error';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { answerDashboard, isTooLarge, postedForm, refuseCrossSite, requireViewer } from './dashboard-request';
import { withRoute, type TRouteContext, type TRouteHandler } from './with-route';

export type TDashboardUpload = { form: FormData; viewer: TViewer };

/**
 * withDashboardWrite for multipart posts that carry files (photos, stock files): the same origin check (CSRF),
 * session and 404-or-303 handling of a DashboardError, with a larger size limit; a body over it goes back to
 * the page with `tooLarge`'s code. The handler reads and checks the form's fields itself.
 */
export function withDashboardUpload<TParams = Record<string, string>>(
  options: { maxBytes: number; tooLarge: DashboardError['code']; back: (params: TParams) => string },
  handler: (context: TRouteContext<TDashboardUpload, TParams>) => Promise<Response>,
): TRouteHandler<TParams> {
  async function gate(request: Request): Promise<TDashboardUpload> {
    refuseCrossSite(request);
    const viewer = await requireViewer(request);
    if (isTooLarge(request, options.maxBytes)) throw new DashboardError(options.tooLarge);
    return { form: await postedForm(request, { what: 'a multipart form' }), viewer };
  }
  return withRoute({ gate, answer: answerDashboard(options.back) }, handler);
}

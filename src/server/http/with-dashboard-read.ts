import type { TViewer } from '@/server/dashboard/viewer.types';
import { requestViewer } from './dashboard-request';
import { seeOther } from './see-other';

/** The wrapper of a signed-in dashboard GET (a download): anyone not signed in is sent to the sign-in page. */
export function withDashboardRead(
  handler: (context: { request: Request; viewer: TViewer }) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const viewer = await requestViewer(request);
    if (!viewer) return seeOther('/sign-in');
    return handler({ request, viewer });
  };
}

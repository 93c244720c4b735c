import type { TViewer } from '@/server/dashboard/viewer.types';
import { answerDashboard, requireViewer } from './dashboard-request';
import { withRoute, type TRouteContext, type TRouteHandler } from './with-route';

/** The wrapper of a signed-in dashboard GET (a download): anyone not signed in is sent to the sign-in page. */
export function withDashboardRead(
  handler: (context: TRouteContext<{ viewer: TViewer }, Record<string, string>>) => Promise<Response>,
): TRouteHandler<Record<string, string>> {
  return withRoute(
    { gate: async (request) => ({ viewer: await requireViewer(request) }), answer: answerDashboard() },
    handler,
  );
}

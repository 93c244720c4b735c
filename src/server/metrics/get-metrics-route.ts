import { env } from '@/env';
import { bearerTokenMatches } from '@/server/admin/admin-token';
import { withOperations } from '@/server/http/with-operations';
import { logger } from '@/server/log/logger';
import { readOperationsState } from '@/server/operations/read-operations-state';
import { appMetrics } from './app-metrics';

/** Where the route's token comes from: METRICS_TOKEN in the app, a fixture in tests. */
export type TMetricsOptions = { token: () => string | undefined };

/** Sets the gauges read from the database; a failed read leaves them and says so in forecourt_database_up. */
async function readGauges(): Promise<void> {
  const metrics = appMetrics();
  try {
    const state = await readOperationsState();
    metrics.databaseUp.set(state.database === 'up' ? 1 : 0);
    if (state.database === 'down') return;
    for (const { outbox, due, oldestDueSeconds, parked } of state.outboxes) {
      metrics.outboxDue.set({ outbox }, due);
      metrics.outboxOldestDueSeconds.set({ outbox }, oldestDueSeconds);
      metrics.outboxParked.set({ outbox }, parked);
    }
    metrics.activeHolds.set(state.activeHolds);
  } catch (error) {
    logger.error({ err: error }, 'metrics: operations state unreadable');
    metrics.databaseUp.set(0);
  }
}

/**
 * GET /metrics on the dashboard host (the proxy serves it from /dashboard/metrics; no other host reaches it):
 * this process's metrics in Prometheus text, for `Authorization: Bearer $METRICS_TOKEN` (compared in constant
 * time). 404 while METRICS_TOKEN is unset, so an unconfigured server does not even show that it has metrics.
 */
export function metricsRoute({ token }: TMetricsOptions = { token: () => env.METRICS_TOKEN }) {
  return withOperations(async ({ request }) => {
    const expected = token();
    const headers = { 'Cache-Control': 'no-store' };
    if (!expected) return new Response('Not found.', { status: 404, headers });
    if (!bearerTokenMatches(request.headers.get('authorization'), expected)) {
      return new Response('Unauthorized.', {
        status: 401,
        headers: { ...headers, 'WWW-Authenticate': 'Bearer realm="metrics"' },
      });
    }
    await readGauges();
    const { registry } = appMetrics();
    return new Response(await registry.metrics(), {
      headers: { ...headers, 'Content-Type': registry.contentType },
    });
  });
}

/** The app's GET /metrics (src/app/dashboard/metrics). */
export const getMetricsRoute = metricsRoute();

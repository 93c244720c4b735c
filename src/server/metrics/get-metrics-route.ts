import { env } from '@/env';
import { withMetricsToken } from '@/server/http/with-metrics-token';
import { logger } from '@/server/log/logger';
import { readOperationsState } from '@/server/operations/read-operations-state';
import { appMetrics } from './app-metrics';

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

/** The text of GET /metrics: this process's metrics, with the gauges read from the database now. */
export async function metricsResponse(): Promise<Response> {
  await readGauges();
  const { registry } = appMetrics();
  return new Response(await registry.metrics(), {
    headers: { 'Cache-Control': 'no-store', 'Content-Type': registry.contentType },
  });
}

/**
 * GET /metrics on the dashboard host (the proxy serves it from /dashboard/metrics; no other host reaches it), in
 * Prometheus text for `Authorization: Bearer $METRICS_TOKEN`; 404 while it is unset (withMetricsToken).
 */
export const getMetricsRoute = withMetricsToken({ token: () => env.METRICS_TOKEN }, metricsResponse);

import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { env } from '@/env';
import { logger } from '@/server/log/logger';
import { appMetrics } from '@/server/metrics/app-metrics';
import { siteKeyFromHost } from '@/server/websites/site-key-from-host';
import { isDashboardHost } from './is-dashboard-host';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';
import { routeLabel } from './route-label';

let logging = false;

/**
 * One JSON line per request when its answer ends (or the client goes away): request id, site, method, path,
 * route label, status, duration. Only the path is logged, never the query string, headers or body. The id is
 * set on the request, so handlers log the same id, and returned in `X-Request-Id`. Called once from
 * instrumentation.ts; hooks Node's `http.server.request.start` channel like recordPeerAddresses.
 */
export function logRequests(): void {
  if (logging) return;
  logging = true;
  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    const started = performance.now();
    const requestId = requestIdOf(request.headers[REQUEST_ID_HEADER]);
    request.headers[REQUEST_ID_HEADER] = requestId;
    response.setHeader('X-Request-Id', requestId);
    response.once('close', () => {
      const host = request.headers.host ?? null;
      const path = (request.url ?? '/').split('?')[0]!.slice(0, 300);
      const route = routeLabel(path);
      const status = response.writableFinished ? response.statusCode : 499;
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      const metrics = appMetrics();
      metrics.requests.inc({ route, status: String(status) });
      metrics.requestSeconds.observe({ route }, durationMs / 1000);
      const site = isDashboardHost(host, env.DASHBOARD_HOST) ? 'dashboard' : siteKeyFromHost(host);
      const line = { requestId, site, method: request.method, path, route, status, durationMs };
      if (status >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    });
  });
}

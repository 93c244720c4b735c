import { isDashboardHost } from './is-dashboard-host';
import {
  MAX_BODY_BYTES,
  MAX_DASHBOARD_BODY_BYTES,
  MAX_STOCK_FILE_BYTES,
  MAX_WEBHOOK_BYTES,
} from './max-body-bytes';

/**
 * The most a request to `pathname` on `host` may declare in Content-Length: the limit its route enforces when it
 * reads the body. API paths are the same on every host (the stock file and payment events are the large ones);
 * the dashboard's posts may carry uploads; a dealer site's page posts are forms.
 */
export function declaredBodyLimit(host: string | null, pathname: string, dashboardHost: string): number {
  if (/^\/api\/stock\/import\/?$/.test(pathname)) return MAX_STOCK_FILE_BYTES;
  if (pathname.startsWith('/api/payments/webhooks/')) return MAX_WEBHOOK_BYTES;
  if (pathname === '/api' || pathname.startsWith('/api/')) return MAX_BODY_BYTES;
  return isDashboardHost(host, dashboardHost) ? MAX_DASHBOARD_BODY_BYTES : MAX_BODY_BYTES;
}

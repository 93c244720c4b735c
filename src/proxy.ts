import { NextResponse, type NextRequest } from 'next/server';
import { env } from './env';
import { escapeMalformedPath } from './server/http/escape-malformed-path';
import { isDashboardHost } from './server/http/is-dashboard-host';
import { REQUEST_PATH_HEADER } from './server/http/request-path-header';
import { siteKeyFromHost } from './server/websites/site-key-from-host';

/**
 * Every public page is rendered for one site: /x on host h is served by /sites/{key(h)}/x. The site is
 * looked up from the key by the page itself (cached), so the proxy stays free of I/O. The path asked for
 * travels on as a request header for not-found pages (REQUEST_PATH_HEADER). The dashboard's host is served by
 * /dashboard/x instead; no other host reaches /dashboard (a dealer host's /dashboard is its own 404).
 */
export function proxy(request: NextRequest) {
  const host = request.headers.get('host');
  const url = request.nextUrl.clone();
  const path = escapeMalformedPath(url.pathname);
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, path.slice(0, 500));
  const prefix = isDashboardHost(host, env.DASHBOARD_HOST)
    ? '/dashboard'
    : `/sites/${encodeURIComponent(siteKeyFromHost(host))}`;
  url.pathname = `${prefix}${path === '/' ? '' : path}`;
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // API routes, media files and Next's own assets are the same for every site. /sites/… is rewritten like any
  // other path (to /sites/{key}/sites/…, a 404), so no host reaches another site's pages by their inner path.
  matcher: ['/((?!api/|media/|_next/|favicon.ico).*)'],
};

import { NextResponse, type NextRequest } from 'next/server';
import { env } from './env';
import { escapeMalformedPath } from './server/http/escape-malformed-path';
import { isDashboardHost } from './server/http/is-dashboard-host';
import { isSharedPath, refuseBeforeRouting } from './server/http/refuse-before-routing';
import { siteKeyFromHost } from './server/websites/site-key-from-host';
import { siteSegment } from './server/websites/site-segment';

/**
 * Every public page is rendered for one site: /x?q on host h is served by /sites/{key(h)}~{q}/x (siteSegment). The
 * site is looked up from the key by the page itself (cached), so the proxy stays free of I/O; the query string in the
 * path makes each address a page of its own to Next's cache, and pages read it from there, never from the request.
 * The dashboard's host is served by /dashboard/x instead (its pages are per person, never cached); no other host
 * reaches /dashboard (a dealer host's /dashboard is its own 404).
 */
export function proxy(request: NextRequest) {
  const refusal = refuseBeforeRouting(request.method, request.nextUrl.pathname, request.headers);
  if (refusal) return new NextResponse(refusal.body, refusal);
  if (isSharedPath(request.nextUrl.pathname)) return NextResponse.next();
  const host = request.headers.get('host');
  const url = request.nextUrl.clone();
  const path = escapeMalformedPath(url.pathname);
  const rest = path === '/' ? '' : path;
  if (isDashboardHost(host, env.DASHBOARD_HOST)) {
    url.pathname = `/dashboard${rest}`;
    return NextResponse.rewrite(url);
  }
  url.pathname = `/sites/${siteSegment(siteKeyFromHost(host), url.search)}${rest}`;
  url.search = '';
  return NextResponse.rewrite(url);
}

export const config = {
  // Next's own assets are the same for every site; API and media paths pass unchanged (isSharedPath) once
  // refuseBeforeRouting has seen them. /sites/… is rewritten like any other path (to /sites/{key}/sites/…, a
  // 404), so no host reaches another site's pages by their inner path.
  matcher: ['/((?!_next/|favicon.ico).*)'],
};

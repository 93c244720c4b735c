import { NextResponse, type NextRequest } from 'next/server';
import { escapeMalformedPath } from './server/http/escape-malformed-path';
import { isSharedPath, refuseBeforeRouting } from './server/http/refuse-before-routing';
import { REQUEST_PATH_HEADER } from './server/http/request-path-header';
import { siteKeyFromHost } from './server/websites/site-key-from-host';

/**
 * Every public page is rendered for one site: /x on host h is served by /sites/{key(h)}/x. The site is
 * looked up from the key by the page itself (cached), so the proxy stays free of I/O. The path asked for
 * travels on as a request header for not-found pages (REQUEST_PATH_HEADER).
 */
export function proxy(request: NextRequest) {
  const refusal = refuseBeforeRouting(request.method, request.nextUrl.pathname, request.headers);
  if (refusal) return new NextResponse(refusal.body, refusal);
  if (isSharedPath(request.nextUrl.pathname)) return NextResponse.next();
  const key = siteKeyFromHost(request.headers.get('host'));
  const url = request.nextUrl.clone();
  const path = escapeMalformedPath(url.pathname);
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, path.slice(0, 500));
  url.pathname = `/sites/${encodeURIComponent(key)}${path === '/' ? '' : path}`;
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Next's own assets are the same for every site; API and media paths pass unchanged (isSharedPath) once
  // refuseBeforeRouting has seen them. /sites/… is rewritten like any other path (to /sites/{key}/sites/…, a
  // 404), so no host reaches another site's pages by their inner path.
  matcher: ['/((?!_next/|favicon.ico).*)'],
};

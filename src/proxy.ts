import { NextResponse, type NextRequest } from 'next/server';
import { siteKeyFromHost } from './server/websites/site-key-from-host';

/**
 * Every public page is rendered for one site: /x on host h is served by /sites/{key(h)}/x. The site is
 * looked up from the key by the page itself (cached), so the proxy stays free of I/O.
 */
export function proxy(request: NextRequest) {
  const key = siteKeyFromHost(request.headers.get('host'));
  const url = request.nextUrl.clone();
  url.pathname = `/sites/${encodeURIComponent(key)}${url.pathname === '/' ? '' : url.pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // API routes, media files and Next's own assets are the same for every site.
  matcher: ['/((?!api/|media/|_next/|sites/|favicon.ico).*)'],
};

import { NextResponse, type NextRequest } from 'next/server';
import { env } from './env';
import { getDb } from './server/db/db';
import { canonicalLocation, createDomainRedirects } from './server/http/domain-redirects';
import { escapeMalformedPath } from './server/http/escape-malformed-path';
import { isDashboardHost } from './server/http/is-dashboard-host';
import { isSharedPath, refuseBeforeRouting } from './server/http/refuse-before-routing';
import { loadDomainRedirects } from './server/site-domains/load-domain-redirects';
import { siteKeyFromHost } from './server/websites/site-key-from-host';
import { siteSegment } from './server/websites/site-segment';

// A site's other domains send their pages to its canonical one: the one read the proxy makes, from a map this
// process holds and refreshes each second (docs/adr/0030).
const redirectFor = createDomainRedirects(async () => loadDomainRedirects(await getDb()));

/**
 * Every public page is rendered for one site: /x?q on host h is served by /sites/{key(h)}~{q}/x (siteSegment). The
 * site is looked up from the key by the page itself (cached); the query string in the path makes each address a
 * page of its own to Next's cache, and pages read it from there, never from the request. A page on a site's
 * non-canonical domain is a permanent redirect to the same address on its canonical one.
 * The dashboard's host is served by /dashboard/x instead (its pages are per person, never cached); no other host
 * reaches /dashboard (a dealer host's /dashboard is its own 404).
 */
export async function proxy(request: NextRequest) {
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
  const key = siteKeyFromHost(host);
  const canonical = await redirectFor(key);
  if (canonical) {
    const location = canonicalLocation(
      {
        host,
        protocol: url.protocol,
        forwardedProto: request.headers.get('x-forwarded-proto'),
        path,
        search: url.search,
      },
      canonical,
    );
    return NextResponse.redirect(location, 301);
  }
  url.pathname = `/sites/${siteSegment(key, url.search)}${rest}`;
  url.search = '';
  return NextResponse.rewrite(url);
}

export const config = {
  // Next's own assets are the same for every site; API and media paths pass unchanged (isSharedPath) once
  // refuseBeforeRouting has seen them. /sites/… is rewritten like any other path (to /sites/{key}/sites/…, a
  // 404), so no host reaches another site's pages by their inner path.
  matcher: ['/((?!_next/|favicon.ico).*)'],
};

import { getRequestSite } from '@/server/http/get-request-site';
import { withPublicFeed } from '@/server/http/with-public-feed';

/**
 * /favicon.ico, which browsers and crawlers ask for whatever the page says: the site's own icon (a redirect
 * to it, cached for a day), or 404 for a site without one or a host that names no site.
 */
export const getFaviconRoute = withPublicFeed(async ({ request }) => {
  const site = await getRequestSite(request);
  if (!site?.iconUrl) return new Response('No icon.', { status: 404 });
  return new Response(null, {
    status: 308,
    headers: { location: site.iconUrl, 'cache-control': 'public, max-age=86400' },
  });
});

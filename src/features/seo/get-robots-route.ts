import { env } from '@/env';
import { withPublicFeed } from '@/server/http/with-public-feed';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { siteKeyFromSegment } from '@/server/websites/site-segment';
import { siteOrigin } from './site-origin';

/** /robots.txt of the request's site: crawl the site, not its APIs, a car's checkout
 * or buy-online step, the page after a form or the visitor's own favourites; and find its sitemap. */
export const getRobotsRoute = withPublicFeed<{ site: string }>(async ({ params }) => {
  const key = siteKeyFromSegment(params.site);
  const site = await getSiteByKey(key);
  if (!site) return new Response('Not found', { status: 404 });
  const origin = siteOrigin(site, key, env.PORT);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /cars/*/checkout',
    'Disallow: /cars/*/buy-online',
    'Disallow: /success',
    'Disallow: /favourites',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
});

import { siteOrigin } from '@/features/seo/site-origin';
import { getSiteByKey } from '@/server/websites/get-site-by-key';

/** Rendered per request (never at build time: the build has no database). */
export const dynamic = 'force-dynamic';

/** /robots.txt of the request's site: crawl the site, not its APIs, a car's checkout
 * or buy-online step, the page after a form or the visitor's own favourites; and find its sitemap. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await getSiteByKey(decodeURIComponent((await params).site));
  if (!site) return new Response('Not found', { status: 404 });
  const origin = siteOrigin(site, request.headers);
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
}

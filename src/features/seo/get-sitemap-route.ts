import { slugify } from '@/domain/locations/location-contact-path';
import { navigationHasPath } from '@/features/content-pages/navigation-has-path';
import { env } from '@/env';
import { listCatalogueModels } from '@/server/catalogue/list-catalogue-models';
import { listSitemapCars } from '@/server/content/list-sitemap-cars';
import { listSiteLocations } from '@/server/locations/list-site-locations';
import { withPublicFeed } from '@/server/http/with-public-feed';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { siteKeyFromSegment } from '@/server/websites/site-segment';
import { siteOrigin } from './site-origin';
import { sitemapXml } from './sitemap-xml';

/** Content and form pages every site has (listed in its sitemap). */
const PAGES = [
  '/contact',
  '/models',
  '/service',
  '/special-offers',
  '/book-test-drive',
  '/valuations',
  '/finance-pre-approval',
  '/get-finance',
  '/pages/privacy-statement',
];

/** Pages a site has only when its menus link to them (their routes answer 404 otherwise). */
const MENU_PAGES = ['/happy-rewards'];

/** /sitemap.xml of the request's site (the proxy rewrites it here): only that site's cars. */
export const getSitemapRoute = withPublicFeed<{ site: string }>(async ({ params }) => {
  const key = siteKeyFromSegment(params.site);
  const site = await getSiteByKey(key);
  if (!site) return new Response('Not found', { status: 404 });
  const [cars, models, locations] = await Promise.all([
    listSitemapCars(site.id, site.dealershipIds),
    listCatalogueModels(site.id),
    listSiteLocations(site.id, site.dealershipIds),
  ]);
  const makes = [...new Set(models.map((m) => slugify(m.manufacturerName)))];
  const body = sitemapXml({
    origin: siteOrigin(site, key, env.PORT),
    cars,
    models,
    locationNames: locations.map((l) => l.name),
    pages: [
      ...PAGES,
      ...MENU_PAGES.filter((p) => navigationHasPath(site.navigation, p)),
      ...makes.map((m) => `/brands/${m}`),
    ],
  });
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
});

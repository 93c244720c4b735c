import { googleVehicleTsv } from '@/domain/feeds/google-vehicle-feed';
import { metaVehicleCsv } from '@/domain/feeds/meta-vehicle-feed';
import type { TFeedItem } from '@/domain/feeds/feed-car.types';
import { env } from '@/env';
import { siteOrigin } from '@/features/seo/site-origin';
import { getFeedCars } from '@/server/feeds/get-feed-cars';
import { withPublicFeed } from '@/server/http/with-public-feed';
import { listSiteLocations } from '@/server/locations/list-site-locations';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { siteKeyFromSegment } from '@/server/websites/site-segment';
import { feedItems } from './feed-items';

/**
 * At most five minutes in any cache between us and the platform, so a sold or reserved car is gone from what the
 * platform fetches within five minutes of the change (our own data cache is revalidated at once).
 */
export const FEED_CACHE_CONTROL = 'public, max-age=300';

type TFeed = { contentType: string; render: (items: TFeedItem[], currency: 'AUD' | 'NZD') => string };

/** The site's feed in the given form; 404 (kept by no cache) for a host that names no site. */
async function listingsFeed(segment: string, { contentType, render }: TFeed): Promise<Response> {
  const key = siteKeyFromSegment(segment);
  const site = await getSiteByKey(key);
  if (!site) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const [rows, locations] = await Promise.all([
    getFeedCars(site.id, site.dealershipIds),
    listSiteLocations(site.id, site.dealershipIds),
  ]);
  const items = feedItems(rows, locations, siteOrigin(site, key, env.PORT), site.country);
  return new Response(render(items, site.currency), {
    headers: { 'Content-Type': contentType, 'Cache-Control': FEED_CACHE_CONTROL },
  });
}

/** /feeds/meta-vehicles.csv: the site's stock as Meta's automotive inventory catalog. */
export const getMetaFeedRoute = withPublicFeed<{ site: string }>(({ params }) =>
  listingsFeed(params.site, { contentType: 'text/csv; charset=utf-8', render: metaVehicleCsv }),
);

/** /feeds/google-vehicles.tsv: the site's stock as Google's vehicle ads primary feed. */
export const getGoogleFeedRoute = withPublicFeed<{ site: string }>(({ params }) =>
  listingsFeed(params.site, {
    contentType: 'text/tab-separated-values; charset=utf-8',
    render: googleVehicleTsv,
  }),
);

import { headers } from 'next/headers';
import { carSlugFromPath } from '@/domain';
import { CarNotFound } from '@/features/car-detail/car-not-found';
import { REQUEST_PATH_HEADER } from '@/server/http/request-path-header';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { siteKeyFromHost } from '@/server/websites/site-key-from-host';

/** A car slug this site does not have: the 404 page with this site's cars like the one asked for. */
export default async function NotFound() {
  const h = await headers();
  const site = await getSiteByKey(siteKeyFromHost(h.get('host')));
  return <CarNotFound site={site} slug={carSlugFromPath(h.get(REQUEST_PATH_HEADER) ?? '')} />;
}

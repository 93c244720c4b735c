import { headers } from 'next/headers';
import { CarNotFound } from '@/features/car-detail/car-not-found';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { siteKeyFromHost } from '@/server/websites/site-key-from-host';

/** A car slug this site does not have: the 404 page with the site's cars in stock. */
export default async function NotFound() {
  const site = await getSiteByKey(siteKeyFromHost((await headers()).get('host')));
  return <CarNotFound site={site} />;
}

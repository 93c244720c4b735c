import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomePage } from '@/features/home/home-page';
import { env } from '@/env';
import { AutoDealerJsonLdScript } from '@/features/seo/auto-dealer-json-ld-script';
import { siteOrigin } from '@/features/seo/site-origin';
import { listSiteLocations } from '@/server/locations/list-site-locations';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { sitePageMetadata } from '@/features/seo/site-page-metadata';
import { siteKeyFromSegment } from '@/server/websites/site-segment';

type TProps = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const site = await getSiteByKey(siteKeyFromSegment((await params).site));
  if (!site) return {};
  const cities = [...new Set((await listSiteLocations(site.id, site.dealershipIds)).map((l) => l.city))];
  return sitePageMetadata(site, {
    description: `${site.name}${cities.length > 0 ? ` in ${cities.join(', ')}` : ''}: new, used and demo cars, finance, trade-ins and servicing.`,
    canonical: '/',
  });
}

export default async function Page({ params }: TProps) {
  const key = siteKeyFromSegment((await params).site);
  const site = await getSiteByKey(key);
  if (!site) notFound();
  return (
    <>
      <HomePage site={site} />
      <AutoDealerJsonLdScript site={site} origin={siteOrigin(site, key, env.PORT)} />
    </>
  );
}

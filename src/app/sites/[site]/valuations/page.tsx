import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TradeInPage } from '@/features/trade-in/trade-in-page';
import { listSiteLocations } from '@/server/locations/list-site-locations';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { sitePageMetadata } from '@/features/seo/site-page-metadata';
import { siteKeyFromSegment } from '@/server/websites/site-segment';

type TProps = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const site = await getSiteByKey(siteKeyFromSegment((await params).site));
  return sitePageMetadata(site, {
    title: 'Sell your car',
    description: site ? `Ask ${site.name} for a valuation of the car you want to sell.` : undefined,
    canonical: '/valuations',
  });
}

export default async function Page({ params }: TProps) {
  const site = await getSiteByKey(siteKeyFromSegment((await params).site));
  if (!site) notFound();
  const [first] = await listSiteLocations(site.id, site.dealershipIds);
  return <TradeInPage site={site} trade={null} siteState={first?.state ?? null} />;
}

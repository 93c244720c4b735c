import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PrivacyStatement } from '@/features/content-pages/privacy-statement';
import { listSiteLocations } from '@/server/locations/list-site-locations';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { sitePageMetadata } from '@/features/seo/site-page-metadata';
import { siteKeyFromSegment } from '@/server/websites/site-segment';

export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const site = await getSiteByKey(siteKeyFromSegment((await params).site));
  return sitePageMetadata(site, {
    title: 'Privacy statement',
    description:
      'What personal information we collect, why, who we share it with, how long we keep it and how to reach us.',
    canonical: '/pages/privacy-statement',
  });
}

export default async function Page({ params }: { params: Promise<{ site: string }> }) {
  const site = await getSiteByKey(siteKeyFromSegment((await params).site));
  if (!site) notFound();
  const locations = await listSiteLocations(site.id, site.dealershipIds);
  return <PrivacyStatement site={site} head={locations.find((l) => l.primary) ?? locations[0]} />;
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContactPage } from '@/features/locations/contact-page';
import { env } from '@/env';
import { AutoDealerJsonLdScript } from '@/features/seo/auto-dealer-json-ld-script';
import { siteOrigin } from '@/features/seo/site-origin';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { sitePageMetadata } from '@/features/seo/site-page-metadata';
import { siteKeyFromSegment, siteQueryFromSegment } from '@/server/websites/site-segment';

type TProps = {
  params: Promise<{ site: string }>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const site = await getSiteByKey(siteKeyFromSegment((await params).site));
  return sitePageMetadata(site, {
    title: 'Contact us',
    description: site
      ? `Call, visit or send ${site.name} an enquiry: locations, opening hours and directions.`
      : undefined,
    canonical: '/contact',
  });
}

export default async function Page({ params }: TProps) {
  const key = siteKeyFromSegment((await params).site);
  const site = await getSiteByKey(key);
  if (!site) notFound();
  return (
    <>
      <ContactPage site={site} query={siteQueryFromSegment((await params).site)} />
      <AutoDealerJsonLdScript site={site} origin={siteOrigin(site, key, env.PORT)} />
    </>
  );
}

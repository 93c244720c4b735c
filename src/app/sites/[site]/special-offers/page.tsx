import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OfferEnquiryPage } from '@/features/content-pages/offer-enquiry-page';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { sitePageMetadata } from '@/features/seo/site-page-metadata';
import { siteKeyFromSegment } from '@/server/websites/site-segment';

type TProps = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const site = await getSiteByKey(siteKeyFromSegment((await params).site));
  return sitePageMetadata(site, {
    title: 'Special offers',
    description: site ? `Ask ${site.name} about this month's offers on new, demo and used cars.` : undefined,
    canonical: '/special-offers',
  });
}

export default async function Page({ params }: TProps) {
  const site = await getSiteByKey(siteKeyFromSegment((await params).site));
  if (!site) notFound();
  return (
    <OfferEnquiryPage
      path="/special-offers"
      site={site}
      title="Special offers"
      intro="Offers change often and differ by car. Tell us what you are after and we will send you this month's best deal."
      formHeading="Ask about current offers"
      category="Special Offer"
      submitLabel="Send me the offer"
      offersHeading="Cars on special"
    />
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { navigationHasPath } from '@/features/content-pages/navigation-has-path';
import { OfferEnquiryPage } from '@/features/content-pages/offer-enquiry-page';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { sitePageMetadata } from '@/features/seo/site-page-metadata';
import { siteKeyFromSegment } from '@/server/websites/site-segment';

type TProps = { params: Promise<{ site: string }> };

const PATH = '/happy-rewards';

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const site = await getSiteByKey(siteKeyFromSegment((await params).site));
  if (!site || !navigationHasPath(site.navigation, PATH)) return {};
  return sitePageMetadata(site, {
    title: 'Happy Rewards',
    description: `Join ${site.name}'s Happy Rewards programme for customers who buy and service with us.`,
    canonical: PATH,
  });
}

/** Only the site whose menu links to Happy Rewards has the page; others answer their 404. */
export default async function Page({ params }: TProps) {
  const site = await getSiteByKey(siteKeyFromSegment((await params).site));
  if (!site || !navigationHasPath(site.navigation, PATH)) notFound();
  return (
    <OfferEnquiryPage
      path="/happy-rewards"
      site={site}
      title="Happy Rewards"
      intro={`Happy Rewards is ${site.name}'s thank-you to customers who buy and service their cars with us. Register and our team will send you the programme's details and how to use your rewards.`}
      formHeading="Register for Happy Rewards"
      category="Happy Rewards"
      submitLabel="Register"
    />
  );
}

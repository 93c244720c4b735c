import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseLocationParam } from '@/domain/locations/chosen-location';
import { DepartmentPage } from '@/features/locations/department-page';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { sitePageMetadata } from '@/features/seo/site-page-metadata';
import { siteKeyFromSegment, siteQueryFromSegment } from '@/server/websites/site-segment';

export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const site = await getSiteByKey(siteKeyFromSegment((await params).site));
  return sitePageMetadata(site, {
    title: 'Book a service',
    description: 'Book your car in for a service: tell us when suits you and we will confirm the time.',
    canonical: '/service',
  });
}

type TProps = {
  params: Promise<{ site: string }>;
};

export default async function Page({ params }: TProps) {
  const segment = (await params).site;
  const site = await getSiteByKey(siteKeyFromSegment(segment));
  if (!site) notFound();
  const query = siteQueryFromSegment(segment);
  return (
    <DepartmentPage
      site={site}
      title="Book a service"
      intro="Tell us about your car and when suits you; our service team will call to confirm."
      department="service"
      basePath="/service"
      chooserLabel="Choose a service centre"
      requestedLocationId={parseLocationParam(query.location)}
      postcode={query.postcode}
      blockTitle="Our service centres"
      kind="general"
      category="Service Booking"
      submitLabel="Request a service booking"
    />
  );
}

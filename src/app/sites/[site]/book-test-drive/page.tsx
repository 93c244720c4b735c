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
    title: 'Book a test drive',
    description: 'Choose a time to test drive with us; we will have the car ready.',
    canonical: '/book-test-drive',
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
      title="Book a test drive"
      intro="Pick a time that suits you and tell us which car you would like to drive."
      department="sales"
      basePath="/book-test-drive"
      chooserLabel="Choose a showroom"
      requestedLocationId={parseLocationParam(query.location)}
      postcode={query.postcode}
      blockTitle="Where to find us"
      kind="test-drive"
      submitLabel="Book my test drive"
    />
  );
}

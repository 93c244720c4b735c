import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseLocationParam } from '@/domain/locations/chosen-location';
import { DepartmentPage } from '@/features/locations/department-page';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { sitePageMetadata } from '@/features/seo/site-page-metadata';

/** Reads the query string, so it renders per request (the site layout's cache is for pages without one). */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const site = await getSiteByKey(decodeURIComponent((await params).site));
  return sitePageMetadata(site, {
    title: 'Book a test drive',
    description: 'Choose a time to test drive with us; we will have the car ready.',
    canonical: '/book-test-drive',
  });
}

type TProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function Page({ params, searchParams }: TProps) {
  const site = await getSiteByKey(decodeURIComponent((await params).site));
  if (!site) notFound();
  return (
    <DepartmentPage
      site={site}
      title="Book a test drive"
      intro="Pick a time that suits you and tell us which car you would like to drive."
      department="sales"
      basePath="/book-test-drive"
      chooserLabel="Choose a showroom"
      requestedLocationId={parseLocationParam((await searchParams).location)}
      blockTitle="Where to find us"
      kind="test-drive"
      submitLabel="Book my test drive"
    />
  );
}

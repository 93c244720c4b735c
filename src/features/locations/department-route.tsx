import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseLocationParam } from '@/domain/locations/chosen-location';
import { sitePageMetadata } from '@/features/seo/site-page-metadata';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { siteKeyFromSegment, siteQueryFromSegment } from '@/server/websites/site-segment';
import { DepartmentPage, type TDepartmentPageProps } from './department-page';

type TParams = { params: Promise<{ site: string }> };

/** What a department's route says: the page's wording and form, and the description search engines show. */
export type TDepartmentRoute = Omit<TDepartmentPageProps, 'site' | 'requestedLocationId' | 'postcode'> & {
  description: string;
};

/**
 * A department's route (/service, /book-test-drive): its metadata (title, description, canonical address) and its
 * page for the site the address names, the location and postcode read from the URL.
 */
export function departmentRoute(route: TDepartmentRoute) {
  const { description, ...page } = route;

  async function generateMetadata({ params }: TParams): Promise<Metadata> {
    const site = await getSiteByKey(siteKeyFromSegment((await params).site));
    return sitePageMetadata(site, { title: page.title, description, canonical: page.basePath });
  }

  async function Page({ params }: TParams) {
    const segment = (await params).site;
    const site = await getSiteByKey(siteKeyFromSegment(segment));
    if (!site) notFound();
    const query = siteQueryFromSegment(segment);
    return (
      <DepartmentPage
        {...page}
        site={site}
        requestedLocationId={parseLocationParam(query.location)}
        postcode={query.postcode}
      />
    );
  }

  return { generateMetadata, Page };
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FinanceApplicationPage } from '@/features/finance/finance-application-page';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { sitePageMetadata } from '@/features/seo/site-page-metadata';

/** Reads the query string, so it renders per request (the site layout's cache is for pages without one). */
export const dynamic = 'force-dynamic';

type TProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const site = await getSiteByKey(decodeURIComponent((await params).site));
  return sitePageMetadata(site, {
    title: 'Finance pre-approval',
    description: site ? `Ask ${site.name} about finance before you choose your car.` : undefined,
    canonical: '/finance-pre-approval',
  });
}

export default async function Page({ params, searchParams }: TProps) {
  const site = await getSiteByKey(decodeURIComponent((await params).site));
  if (!site) notFound();
  return <FinanceApplicationPage site={site} kind="pre-approval" query={await searchParams} />;
}

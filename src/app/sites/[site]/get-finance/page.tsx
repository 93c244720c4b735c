import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FinanceApplicationPage } from '@/features/finance/finance-application-page';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { sitePageMetadata } from '@/features/seo/site-page-metadata';
import { siteKeyFromSegment, siteQueryFromSegment } from '@/server/websites/site-segment';

type TProps = {
  params: Promise<{ site: string }>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const site = await getSiteByKey(siteKeyFromSegment((await params).site));
  return sitePageMetadata(site, {
    title: 'Apply for finance',
    description: site ? `Ask ${site.name} about finance for your next car.` : undefined,
    canonical: '/get-finance',
  });
}

export default async function Page({ params }: TProps) {
  const site = await getSiteByKey(siteKeyFromSegment((await params).site));
  if (!site) notFound();
  return (
    <FinanceApplicationPage
      site={site}
      kind="application"
      query={siteQueryFromSegment((await params).site)}
    />
  );
}

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
    title: 'Finance pre-approval',
    description: site ? `Ask ${site.name} about finance before you choose your car.` : undefined,
    canonical: '/finance-pre-approval',
  });
}

export default async function Page({ params }: TProps) {
  const site = await getSiteByKey(siteKeyFromSegment((await params).site));
  if (!site) notFound();
  return (
    <FinanceApplicationPage
      site={site}
      kind="pre-approval"
      query={siteQueryFromSegment((await params).site)}
    />
  );
}

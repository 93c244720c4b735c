import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FinanceApplicationPage } from '@/features/finance/finance-application-page';
import { getSiteByKey } from '@/server/websites/get-site-by-key';

type TProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const site = await getSiteByKey(decodeURIComponent((await params).site));
  return {
    title: 'Apply for finance',
    description: site ? `Ask ${site.name} about finance for your next car.` : undefined,
    alternates: { canonical: '/get-finance' },
  };
}

export default async function Page({ params, searchParams }: TProps) {
  const site = await getSiteByKey(decodeURIComponent((await params).site));
  if (!site) notFound();
  return <FinanceApplicationPage site={site} kind="application" query={await searchParams} />;
}

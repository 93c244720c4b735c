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
    title: 'Finance pre-approval',
    description: site ? `Ask ${site.name} about finance before you choose your car.` : undefined,
    alternates: { canonical: '/finance-pre-approval' },
  };
}

export default async function Page({ params, searchParams }: TProps) {
  const site = await getSiteByKey(decodeURIComponent((await params).site));
  if (!site) notFound();
  return <FinanceApplicationPage site={site} kind="pre-approval" query={await searchParams} />;
}

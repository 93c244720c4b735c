import type { Metadata } from 'next';
import { DealershipPage } from '@/features/dashboard-sites/dealership-page';

export const metadata: Metadata = { title: 'Dealership · Site settings' };

type TProps = {
  params: Promise<{ site: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function DealershipRoute({ params, searchParams }: TProps) {
  const { site, id } = await params;
  return <DealershipPage slug={site} id={id} searchParams={await searchParams} />;
}

import type { Metadata } from 'next';
import { DealershipPage } from '@/features/dashboard-sites/dealership-page';

export const metadata: Metadata = { title: 'Add a dealership · Site settings' };

type TProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function NewDealershipRoute({ params, searchParams }: TProps) {
  return <DealershipPage slug={(await params).site} id="new" searchParams={await searchParams} />;
}

import type { Metadata } from 'next';
import { DealershipsPage } from '@/features/dashboard-sites/dealerships-page';

export const metadata: Metadata = { title: 'Dealerships · Site settings' };

type TProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function DealershipsRoute({ params, searchParams }: TProps) {
  return <DealershipsPage slug={(await params).site} searchParams={await searchParams} />;
}

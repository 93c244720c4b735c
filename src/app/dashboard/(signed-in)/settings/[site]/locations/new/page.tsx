import type { Metadata } from 'next';
import { NewLocationPage } from '@/features/dashboard-sites/new-location-page';

export const metadata: Metadata = { title: 'Add a location · Site settings' };

type TProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function NewLocationRoute({ params, searchParams }: TProps) {
  return <NewLocationPage slug={(await params).site} searchParams={await searchParams} />;
}

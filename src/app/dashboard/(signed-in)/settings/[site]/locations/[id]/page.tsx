import type { Metadata } from 'next';
import { LocationPage } from '@/features/dashboard-settings/location-page';

export const metadata: Metadata = { title: 'Location hours · Site settings' };

type TProps = {
  params: Promise<{ site: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function LocationRoute({ params, searchParams }: TProps) {
  const { site, id } = await params;
  return <LocationPage slug={site} id={id} searchParams={await searchParams} />;
}

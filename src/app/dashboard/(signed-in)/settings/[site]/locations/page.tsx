import type { Metadata } from 'next';
import { LocationsPage } from '@/features/dashboard-settings/locations-page';

export const metadata: Metadata = { title: 'Locations and hours · Site settings' };

export default async function LocationsRoute({ params }: { params: Promise<{ site: string }> }) {
  return <LocationsPage slug={(await params).site} />;
}

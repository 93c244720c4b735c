import type { Metadata } from 'next';
import { SitesPage } from '@/features/dashboard-sites/sites-page';

export const metadata: Metadata = { title: 'Sites' };

export default function SitesRoute() {
  return <SitesPage />;
}

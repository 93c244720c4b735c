import type { Metadata } from 'next';
import { SettingsHomePage } from '@/features/dashboard-settings/settings-home-page';

export const metadata: Metadata = { title: 'Site settings' };

export default async function SiteSettingsRoute({ params }: { params: Promise<{ site: string }> }) {
  return <SettingsHomePage slug={(await params).site} />;
}

import type { Metadata } from 'next';
import { SettingsHomePage } from '@/features/dashboard-settings/settings-home-page';

export const metadata: Metadata = { title: 'Site settings' };

export default function SettingsRoute() {
  return <SettingsHomePage />;
}

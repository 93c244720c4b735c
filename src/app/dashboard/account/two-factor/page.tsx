import type { Metadata } from 'next';
import { TwoFactorSettingsPage } from '@/features/dashboard-auth/two-factor-settings-page';

export const metadata: Metadata = { title: 'Two-factor sign-in' };

export default async function TwoFactorSettingsRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <TwoFactorSettingsPage params={await searchParams} />;
}

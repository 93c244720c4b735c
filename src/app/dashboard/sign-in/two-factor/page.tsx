import type { Metadata } from 'next';
import { TwoFactorSignInPage } from '@/features/dashboard-auth/two-factor-sign-in-page';

export const metadata: Metadata = { title: 'Authentication code' };

export default async function TwoFactorSignInRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <TwoFactorSignInPage params={await searchParams} />;
}

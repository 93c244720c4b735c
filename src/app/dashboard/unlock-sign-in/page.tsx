import type { Metadata } from 'next';
import { UnlockSignInPage } from '@/features/dashboard-auth/unlock-sign-in-page';

export const metadata: Metadata = { title: 'Unlock sign-in' };

export default async function UnlockSignInPageRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <UnlockSignInPage params={await searchParams} />;
}

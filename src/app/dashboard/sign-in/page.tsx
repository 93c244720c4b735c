import type { Metadata } from 'next';
import { SignInPage } from '@/features/dashboard-auth/sign-in-page';

export const metadata: Metadata = { title: 'Sign in' };

export default async function SignInPageRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <SignInPage params={await searchParams} />;
}

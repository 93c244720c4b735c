import type { Metadata } from 'next';
import { ResetPasswordPage } from '@/features/dashboard-auth/reset-password-page';

export const metadata: Metadata = { title: 'Choose a new password' };

export default async function ResetPasswordPageRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ResetPasswordPage params={await searchParams} />;
}

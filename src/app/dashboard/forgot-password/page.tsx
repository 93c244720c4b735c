import type { Metadata } from 'next';
import { ForgotPasswordPage } from '@/features/dashboard-auth/forgot-password-page';

export const metadata: Metadata = { title: 'Forgot your password?' };

export default async function ForgotPasswordPageRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ForgotPasswordPage params={await searchParams} />;
}

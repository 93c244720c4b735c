import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { SIGN_IN_EMAIL_COOKIE } from '@/features/dashboard-auth/post-sign-in';
import { SignInForm } from '@/features/dashboard-auth/sign-in-form';
import { signInMessage } from '@/features/dashboard-auth/sign-in-messages';

export const metadata: Metadata = { title: 'Sign in' };

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInPage({ searchParams }: TProps) {
  const params = await searchParams;
  const email = (await cookies()).get(SIGN_IN_EMAIL_COOKIE)?.value ?? '';
  return (
    <main id="main" className="mx-auto flex max-w-sm flex-col gap-6 px-4 py-12">
      <h1 className="text-2xl font-bold">Sign in to the Forecourt dashboard</h1>
      {params['signed-out'] === '1' && <p role="status">You are signed out.</p>}
      {params.reset === '1' && <p role="status">Your password is changed. Sign in with the new one.</p>}
      <SignInForm error={signInMessage(params.error, params.minutes)} email={email.slice(0, 320)} />
      <p>
        <Link href="/forgot-password" className="text-primary underline">
          Forgot your password?
        </Link>
      </p>
    </main>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { MIN_PASSWORD_LENGTH } from '@/server/auth/dashboard-auth';

export const metadata: Metadata = { title: 'Choose a new password' };

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const ERRORS: Record<string, string> = {
  invalid_token: 'This link has expired or has been used. Ask for a new one.',
  weak_password: `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`,
  mismatch: 'The two passwords are not the same.',
};

export default async function ResetPasswordPage({ searchParams }: TProps) {
  const params = await searchParams;
  const token = typeof params.token === 'string' ? params.token.slice(0, 200) : '';
  const error = typeof params.error === 'string' ? ERRORS[params.error] : undefined;
  return (
    <main id="main" className="mx-auto flex max-w-sm flex-col gap-6 px-4 py-12">
      <h1 className="text-2xl font-bold">Choose a new password</h1>
      {error && (
        <p role="alert" id="reset-error" className="rounded border border-red-700 bg-red-50 p-3 text-red-800">
          {error}
        </p>
      )}
      {token ? (
        <form method="post" action="/password-reset/complete" className="flex flex-col gap-4">
          <input type="hidden" name="token" value={token} />
          <label className="flex flex-col gap-1 font-medium">
            New password (at least {MIN_PASSWORD_LENGTH} characters)
            <input
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={MIN_PASSWORD_LENGTH}
              className="border-line rounded border px-3 py-2 font-normal"
            />
          </label>
          <label className="flex flex-col gap-1 font-medium">
            The same password again
            <input
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
              className="border-line rounded border px-3 py-2 font-normal"
            />
          </label>
          <button type="submit" className="bg-primary text-primary-contrast rounded px-4 py-2 font-semibold">
            Save the new password
          </button>
        </form>
      ) : (
        <p>
          <Link href="/forgot-password" className="text-primary underline">
            Ask for a reset link
          </Link>
        </p>
      )}
    </main>
  );
}

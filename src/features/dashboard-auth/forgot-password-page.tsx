import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Forgot your password?' };

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const ERRORS: Record<string, string> = {
  email: 'Enter the email address you sign in with.',
  rate: 'Too many requests from here. Try again in a minute.',
};

export default async function ForgotPasswordPage({ searchParams }: TProps) {
  const params = await searchParams;
  const error = typeof params.error === 'string' ? ERRORS[params.error] : undefined;
  return (
    <main id="main" className="mx-auto flex max-w-sm flex-col gap-6 px-4 py-12">
      <h1 className="text-2xl font-bold">Forgot your password?</h1>
      {params.sent === '1' ? (
        <p role="status">
          If that address has an account, an email with a link to choose a new password is on its way. The
          link works once, for one hour.
        </p>
      ) : (
        <form method="post" action="/password-reset" className="flex flex-col gap-4">
          {error && (
            <p
              role="alert"
              id="reset-error"
              className="rounded border border-red-700 bg-red-50 p-3 text-red-800"
            >
              {error}
            </p>
          )}
          <label className="flex flex-col gap-1 font-medium">
            Email address
            <input
              name="email"
              type="email"
              autoComplete="username"
              required
              aria-describedby={error ? 'reset-error' : undefined}
              className="border-line rounded border px-3 py-2 font-normal"
            />
          </label>
          <button type="submit" className="bg-primary text-primary-contrast rounded px-4 py-2 font-semibold">
            Email me a link
          </button>
        </form>
      )}
      <p>
        <Link href="/sign-in" className="text-primary underline">
          Back to sign-in
        </Link>
      </p>
    </main>
  );
}

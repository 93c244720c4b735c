import Link from 'next/link';
import { MIN_PASSWORD_LENGTH } from '@/server/auth/dashboard-auth';
import { AuthAlert } from './auth-alert';
import { AuthPageShell } from './auth-page-shell';

const ERRORS: Record<string, string> = {
  invalid_token: 'This link has expired or has been used. Ask for a new one.',
  weak_password: `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`,
  mismatch: 'The two passwords are not the same.',
};

/** /reset-password?token=…: the new password, twice, posted with the emailed token. */
export function ResetPasswordPage({ params }: { params: Record<string, string | string[] | undefined> }) {
  const token = typeof params.token === 'string' ? params.token.slice(0, 200) : '';
  const error = typeof params.error === 'string' ? ERRORS[params.error] : undefined;
  return (
    <AuthPageShell title="Choose a new password">
      <AuthAlert id="reset-error" message={error} />
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
    </AuthPageShell>
  );
}

import Link from 'next/link';
import { MIN_PASSWORD_LENGTH } from '@/server/auth/dashboard-auth';
import { TextField } from '@/ui/form/text-field';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
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
      <OutcomeNotices error={error} errorId="reset-error" />
      {token ? (
        <form method="post" action="/password-reset/complete" className="flex flex-col gap-4">
          <input type="hidden" name="token" value={token} />
          <TextField
            id="reset-password"
            name="password"
            label={`New password (at least ${MIN_PASSWORD_LENGTH} characters)`}
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
          />
          <TextField
            id="reset-confirm"
            name="confirm"
            label="The same password again"
            type="password"
            autoComplete="new-password"
            required
          />
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

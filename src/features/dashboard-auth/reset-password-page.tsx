import Link from 'next/link';
import { MIN_PASSWORD_LENGTH } from '@/server/auth/dashboard-auth';
import { PASSWORD_PROBLEMS, type TPasswordProblem } from '@/server/auth/password-problem';
import { TextField } from '@/ui/form/text-field';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { AuthPageShell } from './auth-page-shell';

const TOKEN_ERROR = 'This link has expired or has been used. Ask for a new one.';

/** The refusal the post sent back (`error=`), said at the field it is about. */
function fieldErrors(error: unknown): { password?: string; confirm?: string } {
  if (error === 'mismatch') return { confirm: 'The two passwords are not the same.' };
  const problem = typeof error === 'string' && error.startsWith('password-') ? error.slice(9) : '';
  return Object.hasOwn(PASSWORD_PROBLEMS, problem)
    ? { password: PASSWORD_PROBLEMS[problem as TPasswordProblem] }
    : {};
}

/** /reset-password?token=…: the new password, twice, posted with the emailed token. */
export function ResetPasswordPage({ params }: { params: Record<string, string | string[] | undefined> }) {
  const token = typeof params.token === 'string' ? params.token.slice(0, 200) : '';
  const errors = fieldErrors(params.error);
  return (
    <AuthPageShell title="Choose a new password">
      <OutcomeNotices error={params.error === 'invalid_token' ? TOKEN_ERROR : null} errorId="reset-error" />
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
            error={errors.password}
            hint="Not a common password: it is checked against a list of them."
          />
          <TextField
            id="reset-confirm"
            name="confirm"
            label="The same password again"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirm}
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

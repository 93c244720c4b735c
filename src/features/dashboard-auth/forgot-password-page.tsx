import Link from 'next/link';
import { TextField } from '@/ui/form/text-field';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { AuthPageShell } from './auth-page-shell';

const ERRORS: Record<string, string> = {
  email: 'Enter the email address you sign in with.',
  rate: 'Too many requests from here. Try again in a minute.',
};

/** /forgot-password: asks for the address to send a reset link to, then says it is on its way. */
export function ForgotPasswordPage({ params }: { params: Record<string, string | string[] | undefined> }) {
  const error = typeof params.error === 'string' ? ERRORS[params.error] : undefined;
  return (
    <AuthPageShell title="Forgot your password?">
      {params.sent === '1' ? (
        <p role="status">
          If that address has an account, an email with a link to choose a new password is on its way. The
          link works once, for one hour.
        </p>
      ) : (
        <form method="post" action="/password-reset" className="flex flex-col gap-4">
          <OutcomeNotices error={error} errorId="reset-error" />
          <TextField
            id="reset-email"
            name="email"
            label="Email address"
            type="email"
            autoComplete="username"
            required
            aria-describedby={error ? 'reset-error' : undefined}
          />
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
    </AuthPageShell>
  );
}

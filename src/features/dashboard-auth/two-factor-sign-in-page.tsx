import Link from 'next/link';
import { ErrorSummary } from '@/ui/form/error-summary';
import { TextField } from '@/ui/form/text-field';
import { AuthPageShell } from './auth-page-shell';
import { signInCodeMessage } from './two-factor-messages';

type TParams = Record<string, string | string[] | undefined>;

const CODE_LABEL = 'Authentication code';

/** /sign-in/two-factor: after a right password, the code from the authenticator app or a recovery code. */
export function TwoFactorSignInPage({ params }: { params: TParams }) {
  const error = signInCodeMessage(params.error, params.minutes) ?? undefined;
  return (
    <AuthPageShell title="Enter your authentication code">
      <p>
        Open the authenticator app on your phone and enter the 6-digit code it shows for Forecourt. No phone
        to hand? Enter one of your recovery codes instead; each works once.
      </p>
      <ErrorSummary
        errors={error ? { code: error } : {}}
        labelOf={() => CODE_LABEL}
        idPrefix="field"
        headingId="error-summary-title"
      />
      <form method="post" action="/session/two-factor" noValidate className="flex flex-col gap-4">
        <TextField
          id="field-code"
          name="code"
          label={CODE_LABEL}
          hint="6 digits from the app, or a recovery code such as abcde-12345"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          required
          error={error}
        />
        <button type="submit" className="bg-primary text-primary-contrast rounded px-4 py-2 font-semibold">
          Continue
        </button>
      </form>
      <p>
        <Link href="/sign-in" className="text-primary underline">
          Start again with your email and password
        </Link>
      </p>
    </AuthPageShell>
  );
}

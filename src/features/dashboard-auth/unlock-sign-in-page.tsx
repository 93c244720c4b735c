import Link from 'next/link';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { AuthPageShell } from './auth-page-shell';

const TOKEN_ERROR = 'This link has expired or has been used. Sign in, or ask for a password reset.';

/**
 * /unlock-sign-in?token=…: the emailed link after repeated failed sign-ins. The wait is cleared by a button (a POST),
 * not by opening the link, so a mail scanner that follows links cannot use it up.
 */
export function UnlockSignInPage({ params }: { params: Record<string, string | string[] | undefined> }) {
  const token = typeof params.token === 'string' ? params.token.slice(0, 200) : '';
  return (
    <AuthPageShell title="Unlock sign-in">
      <OutcomeNotices error={params.error === 'invalid_token' ? TOKEN_ERROR : null} errorId="unlock-error" />
      {token ? (
        <form method="post" action="/sign-in-unlock" className="flex flex-col gap-4">
          <input type="hidden" name="token" value={token} />
          <p>Your account had many failed sign-ins. Unlock it to sign in again without waiting.</p>
          <button type="submit" className="bg-primary text-primary-contrast rounded px-4 py-2 font-semibold">
            Unlock sign-in
          </button>
        </form>
      ) : (
        <p>
          <Link href="/sign-in" className="text-primary underline">
            Sign in
          </Link>
        </p>
      )}
    </AuthPageShell>
  );
}

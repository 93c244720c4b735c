import { cookies } from 'next/headers';
import Link from 'next/link';
import { AuthPageShell } from './auth-page-shell';
import { SIGN_IN_EMAIL_COOKIE } from './post-sign-in';
import { SignInForm } from './sign-in-form';
import { signInMessage } from './sign-in-messages';

type TParams = Record<string, string | string[] | undefined>;

/** /sign-in: the form, with the email typed before a refusal and what the last step did. */
export async function SignInPage({ params }: { params: TParams }) {
  const email = (await cookies()).get(SIGN_IN_EMAIL_COOKIE)?.value ?? '';
  return (
    <AuthPageShell title="Sign in to the Forecourt dashboard">
      {params['signed-out'] === '1' && <p role="status">You are signed out.</p>}
      {params.reset === '1' && <p role="status">Your password is changed. Sign in with the new one.</p>}
      {params.unlocked === '1' && <p role="status">Sign-in is unlocked. Sign in now.</p>}
      <SignInForm
        error={signInMessage(params.error, params.minutes, params.seconds)}
        email={email.slice(0, 320)}
      />
      <p>
        <Link href="/forgot-password" className="text-primary underline">
          Forgot your password?
        </Link>
      </p>
    </AuthPageShell>
  );
}

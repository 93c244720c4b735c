import { TextField } from '@/ui/form/text-field';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';

const ERROR_ID = 'sign-in-error';

/** Email and password as a plain form posting to /session (no JavaScript needed). */
export function SignInForm({ error, email }: { error: string | null; email: string }) {
  return (
    <form method="post" action="/session" className="flex flex-col gap-4">
      <OutcomeNotices error={error} errorId={ERROR_ID} />
      <TextField
        id="sign-in-email"
        name="email"
        label="Email address"
        type="email"
        autoComplete="username"
        required
        defaultValue={email}
        aria-describedby={error ? ERROR_ID : undefined}
      />
      <TextField
        id="sign-in-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <button type="submit" className="bg-primary text-primary-contrast rounded px-4 py-2 font-semibold">
        Sign in
      </button>
    </form>
  );
}

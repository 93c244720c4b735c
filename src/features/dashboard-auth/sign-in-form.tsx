import { AuthAlert } from './auth-alert';
import { EmailField } from './email-field';

/** Email and password as a plain form posting to /session (no JavaScript needed). */
export function SignInForm({ error, email }: { error: string | null; email: string }) {
  return (
    <form method="post" action="/session" className="flex flex-col gap-4">
      <AuthAlert id="sign-in-error" message={error} />
      <EmailField defaultValue={email} describedBy={error ? 'sign-in-error' : undefined} />
      <label className="flex flex-col gap-1 font-medium">
        Password
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className="border-line rounded border px-3 py-2 font-normal"
        />
      </label>
      <button type="submit" className="bg-primary text-primary-contrast rounded px-4 py-2 font-semibold">
        Sign in
      </button>
    </form>
  );
}

/** Email and password as a plain form posting to /session (no JavaScript needed). */
export function SignInForm({ error, email }: { error: string | null; email: string }) {
  return (
    <form method="post" action="/session" className="flex flex-col gap-4">
      {error && (
        <p
          role="alert"
          id="sign-in-error"
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
          defaultValue={email}
          aria-describedby={error ? 'sign-in-error' : undefined}
          className="border-line rounded border px-3 py-2 font-normal"
        />
      </label>
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

import { SubmitButton } from '@/ui/form/submit-button';
import { TextField } from '@/ui/form/text-field';
import { PageShell } from '@/ui/layout/page-shell';
import type { TSiteQuery } from '@/server/websites/site-segment';
import type { TSite } from '@/server/websites/site.types';
import { currentGarageAccount } from './current-garage-account';
import { fieldError, GarageForm, linkClass, PageError, queryValue } from './garage-form-parts';

/**
 * /account/sign-in: My Garage's sign-in as a page (the header's dialog does the same with JavaScript): the email,
 * then the code emailed to it. Each step is a plain form the API answers with a redirect here.
 */
export async function SignInPage({ site, query }: { site: TSite; query: TSiteQuery }) {
  const account = await currentGarageAccount(site.id);
  const email = queryValue(query, 'email') ?? '';
  const step = queryValue(query, 'step') === 'code' && email ? 'code' : 'email';
  return (
    <PageShell
      title="Sign in to My Garage"
      intro={`Keep the cars you save at ${site.name} on every device. We email you a code each time: there is no password.`}
    >
      {queryValue(query, 'deleted') === '1' && (
        <p role="status" className="mt-4 font-semibold">
          Your My Garage account has been deleted.
        </p>
      )}
      {account && (
        <p className="mt-4">
          You are signed in as {account.email}.{' '}
          <a href="/account" className={linkClass}>
            Go to My Garage
          </a>
        </p>
      )}
      <PageError query={query} />
      <div className="mt-6">
        {step === 'email' ? (
          <GarageForm action="/api/account/code">
            <input type="hidden" name="purpose" value="sign_in" />
            <TextField
              id="garage-email"
              name="email"
              type="email"
              label="Email"
              autoComplete="email"
              required
              defaultValue={email}
              error={fieldError(query, 'email')}
            />
            <SubmitButton>Email me a code</SubmitButton>
          </GarageForm>
        ) : (
          <>
            <p className="mb-4">
              We sent a 6-digit code to <strong>{email}</strong>. It works for 10 minutes.
            </p>
            <GarageForm action="/api/account/sign-in">
              <input type="hidden" name="email" value={email} />
              <TextField
                id="garage-code"
                name="code"
                label="Code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                maxLength={7}
                error={fieldError(query, 'code')}
              />
              <SubmitButton>Sign in</SubmitButton>
            </GarageForm>
            <p className="mt-6">
              <a href={`/account/sign-in?email=${encodeURIComponent(email)}`} className={linkClass}>
                Use another email or send a new code
              </a>
            </p>
          </>
        )}
      </div>
      <p className="text-ink-muted mt-8 max-w-3xl text-sm">
        {site.name} keeps your email and saved cars to run your account; see our{' '}
        <a href="/pages/privacy-statement" className="underline">
          privacy statement
        </a>
        . You can download or delete your account at any time.
      </p>
    </PageShell>
  );
}

import { twoFactorRequired } from '@/domain/dashboard/two-factor-required';
import { getDashboardAuth } from '@/server/auth/dashboard-auth';
import { takeRecoveryCodes } from '@/server/auth/reveal-recovery-codes';
import { pendingAuthenticatorKey } from '@/server/auth/two-factor-enrolment';
import { getSignedInViewer } from '@/server/dashboard/get-viewer';
import { getDb } from '@/server/db/db';
import { ErrorSummary } from '@/ui/form/error-summary';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { ConfirmAuthenticatorForm, PasswordForm } from './two-factor-forms';
import { twoFactorSettingsError } from './two-factor-messages';
import { twoFactorSettingsPost } from './two-factor-settings-path';

type TParams = Record<string, string | string[] | undefined>;

const LABELS: Record<string, string> = {
  password: 'Password',
  code: 'Authentication code',
  'codes-password': 'Password',
  'off-password': 'Password',
};

const DONE: Record<string, string> = {
  on: 'Two-factor sign-in is on. From now on you enter a code from the app after your password.',
  off: 'Two-factor sign-in is off.',
};

/**
 * /account/two-factor: turn two-factor sign-in on (password, then the app's first code), see the recovery codes
 * once, make new ones, or turn it off where the role allows. Admins are held here until it is on.
 */
export async function TwoFactorSettingsPage({ params }: { params: TParams }) {
  const viewer = await getSignedInViewer();
  const db = await getDb();
  const auth = await getDashboardAuth();
  const required = twoFactorRequired(viewer.memberships.map((m) => m.role));
  const refused = twoFactorSettingsError(params.error);
  const errorAt = (field: string) => (refused?.[0] === field ? refused[1] : undefined);
  const pending = viewer.twoFactorEnabled ? null : await pendingAuthenticatorKey(db, auth, viewer);
  const codes = viewer.twoFactorEnabled
    ? await takeRecoveryCodes(db, auth, viewer.userId, params.codes)
    : null;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold">Two-factor sign-in</h1>
      <OutcomeNotices done={typeof params.done === 'string' ? DONE[params.done] : null} />
      <ErrorSummary
        errors={refused ? { [refused[0]]: refused[1] } : {}}
        labelOf={(name) => LABELS[name]}
        idPrefix="field"
        headingId="error-summary-title"
      />
      {viewer.twoFactorEnabled ? (
        <p>Two-factor sign-in is on: after your password you enter a code from your authenticator app.</p>
      ) : (
        <p>
          {required
            ? 'Your role signs in with a second factor: a code from an authenticator app on your phone after your password. Turn it on to use the dashboard.'
            : 'Optional for your role: after your password you would also enter a code from an authenticator app on your phone, so a stolen password alone does not open your account.'}{' '}
          Any authenticator app works (for example Google Authenticator, Microsoft Authenticator or
          1Password).
        </p>
      )}
      {codes && <RecoveryCodes codes={codes} />}
      {!codes && typeof params.codes === 'string' && (
        <p role="status">
          Those recovery codes were shown once already. Make new ones below if you have lost them.
        </p>
      )}
      {!viewer.twoFactorEnabled && !pending && (
        <PasswordForm
          action={twoFactorSettingsPost('start')}
          name="password"
          error={errorAt('password')}
          button="Set up two-factor sign-in"
        />
      )}
      {pending && (
        <section aria-labelledby="add-key" className="flex flex-col gap-4">
          <h2 id="add-key" className="text-lg font-bold">
            Add Forecourt to your authenticator app
          </h2>
          <ConfirmAuthenticatorForm
            action={twoFactorSettingsPost('confirm')}
            uri={pending.uri}
            keyText={pending.key}
            error={errorAt('code')}
          />
        </section>
      )}
      {viewer.twoFactorEnabled && (
        <section aria-labelledby="new-codes" className="flex flex-col gap-3">
          <h2 id="new-codes" className="text-lg font-bold">
            New recovery codes
          </h2>
          <p>Lost your recovery codes, or used most of them? New ones replace them all.</p>
          <PasswordForm
            action={twoFactorSettingsPost('recovery-codes')}
            name="codes-password"
            error={errorAt('codes-password')}
            button="Make new recovery codes"
          />
        </section>
      )}
      {viewer.twoFactorEnabled && (
        <section aria-labelledby="turn-off" className="flex flex-col gap-3">
          <h2 id="turn-off" className="text-lg font-bold">
            Turn off two-factor sign-in
          </h2>
          {required ? (
            <p>Your role requires two-factor sign-in, so it cannot be turned off.</p>
          ) : (
            <PasswordForm
              action={twoFactorSettingsPost('off')}
              name="off-password"
              error={errorAt('off-password')}
              button="Turn off two-factor sign-in"
            />
          )}
        </section>
      )}
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section aria-labelledby="recovery-codes" className="rounded border-2 border-amber-700 p-4">
      <h2 id="recovery-codes" className="text-lg font-bold">
        Your recovery codes
      </h2>
      <p>
        Write these down or print them now: they are not shown again. Each works once, in place of a code from
        the app, if you lose your phone.
      </p>
      <ul
        aria-label="Recovery codes"
        className="mt-2 grid grid-cols-2 gap-2 font-mono text-lg sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </section>
  );
}

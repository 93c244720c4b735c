import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { env } from '@/env';
import { keptSecret } from '@/server/admin/kept-secret';
import type { TDb } from '@/server/db/client';
import { getDb } from '@/server/db/db';
import { authAccounts, authSessions, authTwoFactors, authUsers, authVerifications } from '@/server/db/schema';
import { dashboardOrigin } from './dashboard-origin';
import { newRecoveryCodes } from './new-recovery-codes';
import { sendPasswordResetEmail } from './send-password-reset-email';

export const MIN_PASSWORD_LENGTH = 12;
/** The name an authenticator app lists the dashboard's codes under. */
export const TWO_FACTOR_ISSUER = 'Forecourt';

/**
 * better-auth over our database: password hashing (scrypt), sessions in auth_sessions, reset tokens in
 * auth_verifications, authenticator secrets in auth_two_factors. No self sign-up: people are added by an admin (`npm run user -- add`) or the demo seed.
 */
export function createDashboardAuth(db: TDb, secret: string) {
  return betterAuth({
    appName: 'Forecourt dashboard',
    baseURL: dashboardOrigin(),
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        twoFactor: authTwoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: ({ user, token }) =>
        sendPasswordResetEmail(db, { email: user.email, name: user.name, token }),
    },
    session: { expiresIn: 60 * 60 * 12, updateAge: 60 * 60 },
    advanced: {
      useSecureCookies: env.DASHBOARD_PROTOCOL === 'https',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // An authenticator app's codes and recovery codes (docs/dashboard.md); a pending second step lasts 10 minutes.
    plugins: [
      twoFactor({
        issuer: TWO_FACTOR_ISSUER,
        twoFactorCookieMaxAge: 600,
        backupCodeOptions: { customBackupCodesGenerate: newRecoveryCodes },
      }),
    ],
    telemetry: { enabled: false },
  });
}

export type TDashboardAuth = ReturnType<typeof createDashboardAuth>;

const globalForAuth = globalThis as unknown as { forecourtAuth?: Promise<TDashboardAuth> };

/** The running app's auth, over its one database handle. */
export function getDashboardAuth(): Promise<TDashboardAuth> {
  globalForAuth.forecourtAuth ??= getDb().then((db) =>
    createDashboardAuth(db, env.AUTH_SECRET ?? keptSecret(env.DATA_DIR, 'auth-secret')),
  );
  return globalForAuth.forecourtAuth;
}

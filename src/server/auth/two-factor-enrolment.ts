import { and, eq } from 'drizzle-orm';
import { symmetricDecrypt } from 'better-auth/crypto';
import { otpauthUri } from '@/domain/dashboard/otpauth-uri';
import type { TDb } from '@/server/db/client';
import { authTwoFactors } from '@/server/db/schema';
import { TWO_FACTOR_ISSUER, type TDashboardAuth } from './dashboard-auth';

type TPasswordResult = { ok: true; setCookies: string[] } | { ok: false; reason: 'wrong_password' };

/** better-auth refuses a wrong password of a signed-in person with a 400 or 401 APIError. */
async function withPassword(run: () => Promise<{ headers: Headers }>): Promise<TPasswordResult> {
  try {
    return { ok: true, setCookies: (await run()).headers.getSetCookie() };
  } catch (error) {
    const code = (error as { body?: { code?: string } })?.body?.code;
    if (code === 'INVALID_PASSWORD') return { ok: false, reason: 'wrong_password' };
    throw error;
  }
}

/** Step one: with the person's password, the plugin stores a new secret, unconfirmed until its first code. */
export function startTwoFactorEnrolment(auth: TDashboardAuth, input: { password: string; headers: Headers }) {
  return withPassword(() =>
    auth.api.enableTwoFactor({
      body: { password: input.password },
      headers: input.headers,
      returnHeaders: true,
    }),
  );
}

/** The unconfirmed secret as an authenticator app takes it: the otpauth URI and its base32 key; else null. */
export async function pendingAuthenticatorKey(
  db: TDb,
  auth: TDashboardAuth,
  viewer: { userId: string; email: string },
): Promise<{ uri: string; key: string } | null> {
  const [row] = await db
    .select({ secret: authTwoFactors.secret })
    .from(authTwoFactors)
    .where(and(eq(authTwoFactors.userId, viewer.userId), eq(authTwoFactors.verified, false)));
  if (!row) return null;
  const ctx = await auth.$context;
  const secret = await symmetricDecrypt({ key: ctx.secretConfig, data: row.secret });
  // The plugin uses its generated secret's characters as the HMAC key's bytes.
  return otpauthUri(TWO_FACTOR_ISSUER, viewer.email, new TextEncoder().encode(secret));
}

/** Step two: the app's first code confirms the secret; the plugin turns two-factor on and renews the session. */
export async function confirmTwoFactorEnrolment(
  auth: TDashboardAuth,
  input: { code: string; headers: Headers },
): Promise<{ ok: true; setCookies: string[] } | { ok: false; reason: 'invalid' }> {
  try {
    const result = await auth.api.verifyTOTP({
      body: { code: input.code },
      headers: input.headers,
      returnHeaders: true,
    });
    return { ok: true, setCookies: result.headers.getSetCookie() };
  } catch (error) {
    if ((error as { body?: { code?: string } })?.body?.code === 'INVALID_CODE')
      return { ok: false, reason: 'invalid' };
    throw error;
  }
}

/** New recovery codes (the old ones stop working), with the person's password. */
export function renewRecoveryCodes(auth: TDashboardAuth, input: { password: string; headers: Headers }) {
  return withPassword(() =>
    auth.api.generateBackupCodes({
      body: { password: input.password },
      headers: input.headers,
      returnHeaders: true,
    }),
  );
}

/** Two-factor off (secret and recovery codes deleted), with the person's password; the session is renewed. */
export function turnOffTwoFactor(auth: TDashboardAuth, input: { password: string; headers: Headers }) {
  return withPassword(() =>
    auth.api.disableTwoFactor({
      body: { password: input.password },
      headers: input.headers,
      returnHeaders: true,
    }),
  );
}

import type { TAuthenticationCode } from '@/domain/dashboard/authentication-code';
import type { TDb } from '@/server/db/client';
import { recordSignInEvent } from '@/server/people/sign-in-events';
import { clearFailedSignIns, countFailedSignIn, findSignInWait, signInAttempt } from './count-failed-sign-in';
import type { TDashboardAuth } from './dashboard-auth';
import { findPendingTwoFactor } from './find-pending-two-factor';

export type TCodeResult =
  | { ok: true; userId: string; setCookies: string[] }
  | { ok: false; reason: 'invalid' | 'expired' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

/**
 * The second step of signing in: the app's code or a recovery code (used up), checked by better-auth's
 * two-factor plugin against the step its cookie names; right, it writes the session. A wrong code counts towards
 * this client's wait on the account like a wrong password; the step ends (sign in again) when it expires or after the
 * plugin's five tries.
 */
export async function verifySignInCode(
  db: TDb,
  auth: TDashboardAuth,
  input: { code: TAuthenticationCode; headers: Headers; now?: Date },
): Promise<TCodeResult> {
  const now = input.now ?? new Date();
  const pending = await findPendingTwoFactor(db, auth, input.headers, now);
  if (!pending) return { ok: false, reason: 'expired' };
  const attempt = signInAttempt(pending.email, input.headers);
  const { record, waitSeconds } = await findSignInWait(db, attempt, now);
  if (waitSeconds > 0) return { ok: false, reason: 'locked', retryAfterSeconds: waitSeconds };
  try {
    const request = { body: { code: input.code.code }, headers: input.headers, returnHeaders: true } as const;
    const result =
      input.code.kind === 'totp'
        ? await auth.api.verifyTOTP(request)
        : await auth.api.verifyBackupCode(request);
    if (record) await clearFailedSignIns(db, attempt);
    await recordSignInEvent(db, { userId: pending.userId, headers: input.headers, now });
    return { ok: true, userId: pending.userId, setCookies: result.headers.getSetCookie() };
  } catch (error) {
    const code = (error as { body?: { code?: string } })?.body?.code;
    if (code === 'INVALID_TWO_FACTOR_COOKIE') return { ok: false, reason: 'expired' };
    // The plugin's own lock: ten wrong codes in a row, across steps and windows of ours.
    if (code === 'ACCOUNT_TEMPORARILY_LOCKED') return { ok: false, reason: 'locked', retryAfterSeconds: 900 };
    if (
      code !== 'INVALID_CODE' &&
      code !== 'INVALID_BACKUP_CODE' &&
      code !== 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE'
    )
      throw error;
    const failed = await countFailedSignIn(db, attempt, record, now);
    if (failed.reason === 'locked') return { ok: false, ...failed };
    return { ok: false, reason: code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' ? 'expired' : 'invalid' };
  }
}

import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { authSessions } from '@/server/db/schema';
import { isDeactivatedEmail, recordSignInEvent } from '@/server/people/sign-in-events';
import { clearFailedSignIns, countFailedSignIn, findSignInWait, signInAttempt } from './count-failed-sign-in';
import type { TDashboardAuth } from './dashboard-auth';
import { refuseDemoPasswordFromAfar } from './refuse-demo-password-from-afar';

export type TSignInResult =
  | { ok: true; userId: string; setCookies: string[] }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'two-factor'; setCookies: string[] }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

/**
 * Signs in through better-auth (which checks the password, writes the session and signs its cookie), after
 * refusing a client that must still wait after its repeated failures on this account (sign-in-lockout.ts). A wrong
 * password counts towards the wait; a right one clears this client's count. An unknown address counts too, so a
 * wait says nothing about whether an account exists.
 * A person with two-factor on gets no session yet, only the second step's cookie (verifySignInCode), and the
 * count stands until their code is right. A deactivated person is refused as for a wrong password, after the
 * password is checked, so the time of the answer does not tell a deactivated account from another.
 */
export async function signInWithPassword(
  db: TDb,
  auth: TDashboardAuth,
  input: { email: string; password: string; headers: Headers; now?: Date },
): Promise<TSignInResult> {
  const now = input.now ?? new Date();
  const attempt = signInAttempt(input.email, input.headers);
  const { email } = attempt;
  const { record, waitSeconds } = await findSignInWait(db, attempt, now);
  if (waitSeconds > 0) return { ok: false, reason: 'locked', retryAfterSeconds: waitSeconds };
  try {
    refuseDemoPasswordFromAfar(input.password, input.headers);
    const result = await auth.api.signInEmail({
      body: { email, password: input.password, rememberMe: false },
      headers: input.headers,
      returnHeaders: true,
    });
    if (await isDeactivatedEmail(db, email)) {
      // The cookie is never sent; the session better-auth wrote (a person without two-factor) goes too.
      if ('user' in result.response)
        await db.delete(authSessions).where(eq(authSessions.userId, result.response.user.id));
      throw new APIError('UNAUTHORIZED', { message: 'Invalid email or password' });
    }
    if (isTwoFactorStep(result.response))
      return { ok: false, reason: 'two-factor', setCookies: result.headers.getSetCookie() };
    if (record) await clearFailedSignIns(db, attempt);
    await recordSignInEvent(db, { userId: result.response.user.id, headers: input.headers, now });
    return { ok: true, userId: result.response.user.id, setCookies: result.headers.getSetCookie() };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return { ok: false, ...(await countFailedSignIn(db, attempt, record, now)) };
  }
}

/** better-auth's two-factor plugin answers a right password of a person with two-factor on with this, no session. */
function isTwoFactorStep(response: object): boolean {
  return 'twoFactorRedirect' in response && response.twoFactorRedirect === true;
}

/** better-auth answers a wrong email or password with a 401 APIError. */
function isRefusal(error: unknown): boolean {
  const status = (error as { statusCode?: number })?.statusCode;
  return status === 401 || status === 400 || status === 403;
}

import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { lockoutRemaining } from '@/domain/dashboard/sign-in-lockout';
import type { TDb } from '@/server/db/client';
import { authSessions, signInFailures } from '@/server/db/schema';
import { isDeactivatedEmail, recordSignInEvent } from '@/server/people/sign-in-events';
import { countFailedSignIn } from './count-failed-sign-in';
import type { TDashboardAuth } from './dashboard-auth';
import { refuseDemoPasswordFromAfar } from './refuse-demo-password-from-afar';

export type TSignInResult =
  | { ok: true; userId: string; setCookies: string[] }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'two-factor'; setCookies: string[] }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

/**
 * Signs in through better-auth (which checks the password, writes the session and signs its cookie), after
 * refusing an address locked by repeated failures. A wrong password counts towards the lock; a right one
 * clears the count. An unknown address counts too, so a lock says nothing about whether an account exists.
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
  const email = input.email.trim().toLowerCase();
  const [record] = await db.select().from(signInFailures).where(eq(signInFailures.email, email));
  const locked = lockoutRemaining(record ?? null, now);
  if (locked > 0) return { ok: false, reason: 'locked', retryAfterSeconds: locked };
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
    if (record) await db.delete(signInFailures).where(eq(signInFailures.email, email));
    await recordSignInEvent(db, { userId: result.response.user.id, headers: input.headers, now });
    return { ok: true, userId: result.response.user.id, setCookies: result.headers.getSetCookie() };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return { ok: false, ...(await countFailedSignIn(db, email, record ?? null, now)) };
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

import { env } from '@/env';
import { z } from 'zod';
import { getDashboardAuth } from '@/server/auth/dashboard-auth';
import { signInWithPassword } from '@/server/auth/sign-in-with-password';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withSignedOutForm } from '@/server/http/with-signed-out-form';
import { TWO_FACTOR_SIGN_IN_PATH } from './post-two-factor-sign-in';

/** Keeps the typed email for the sign-in page after a refusal (never the password), for five minutes. */
export const SIGN_IN_EMAIL_COOKIE = 'fc_sign_in_email';

const ZSignIn = z.object({
  email: z.string().trim().max(320).default(''),
  password: z.string().max(256).default(''),
});
const ZFilledSignIn = ZSignIn.refine(({ email, password }) => email !== '' && password !== '');

function emailCookie(email: string): string {
  return `${SIGN_IN_EMAIL_COOKIE}=${encodeURIComponent(email)}; Path=/sign-in; Max-Age=300; HttpOnly; SameSite=Lax`;
}

/**
 * POST /session: signs in (better-auth writes the session and its cookie) and opens the leads, or the code step
 * for a person with two-factor on; a refusal goes back to /sign-in.
 */
export const postSignIn = withSignedOutForm(
  {
    schema: ZFilledSignIn,
    refused: (values) => {
      const typed = ZSignIn.safeParse(values);
      return seeOther('/sign-in?error=missing', typed.success ? [emailCookie(typed.data.email)] : []);
    },
    // Sign-in attempts one client may make a minute, on top of its waits after failures on one account.
    rateLimit: {
      bucket: 'dashboard-sign-in',
      rule: { limit: env.DASHBOARD_SIGN_IN_PER_MINUTE, windowMs: 60_000 },
      refused: (retryAfterSeconds, { email }) =>
        seeOther(`/sign-in?error=rate&minutes=${Math.ceil(retryAfterSeconds / 60)}`, [emailCookie(email)]),
    },
  },
  async ({ request, input: { email, password } }) => {
    const result = await signInWithPassword(await getDb(), await getDashboardAuth(), {
      email,
      password,
      headers: request.headers,
    });
    if (result.ok)
      return seeOther('/leads', [...result.setCookies, `${SIGN_IN_EMAIL_COOKIE}=; Path=/sign-in; Max-Age=0`]);
    if (result.reason === 'two-factor') return seeOther(TWO_FACTOR_SIGN_IN_PATH, result.setCookies);
    const query =
      result.reason === 'locked' ? `error=locked&seconds=${result.retryAfterSeconds}` : 'error=invalid';
    return seeOther(`/sign-in?${query}`, [emailCookie(email)]);
  },
);

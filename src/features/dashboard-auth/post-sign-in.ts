import { env } from '@/env';
import { z } from 'zod';
import { getDashboardAuth } from '@/server/auth/dashboard-auth';
import { signInWithPassword } from '@/server/auth/sign-in-with-password';
import { getDb } from '@/server/db/db';
import { clientId } from '@/server/http/client-id';
import { isSameOrigin } from '@/server/http/is-same-origin';
import { jsonError } from '@/server/http/json-error';
import { sharedRateLimiter } from '@/server/http/rate-limiter';
import { seeOther } from '@/server/http/see-other';

/** Keeps the typed email for the sign-in page after a refusal (never the password), for five minutes. */
export const SIGN_IN_EMAIL_COOKIE = 'fc_sign_in_email';

/** Sign-in attempts one client may make a minute, on top of the lockout of each address. */

const ZSignIn = z.object({
  email: z.string().trim().max(320).default(''),
  password: z.string().max(256).default(''),
});

function emailCookie(email: string): string {
  return `${SIGN_IN_EMAIL_COOKIE}=${encodeURIComponent(email)}; Path=/sign-in; Max-Age=300; HttpOnly; SameSite=Lax`;
}

/** POST /session: signs in (better-auth writes the session and its cookie) and opens the leads; a refusal goes back to /sign-in. */
export async function postSignIn(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers)) return jsonError(403, 'Cross-site form posts are refused.', null);
  let values: Record<string, unknown> = {};
  try {
    values = Object.fromEntries((await request.formData()).entries());
  } catch {
    return jsonError(400, 'The body must be a form.', null);
  }
  const parsed = ZSignIn.safeParse(values);
  if (!parsed.success || !parsed.data.email || !parsed.data.password)
    return seeOther('/sign-in?error=missing', parsed.success ? [emailCookie(parsed.data.email)] : []);
  const { email, password } = parsed.data;
  const limit = await sharedRateLimiter('dashboard-sign-in', {
    limit: env.DASHBOARD_SIGN_IN_PER_MINUTE,
    windowMs: 60_000,
  })(clientId(request.headers));
  if (!limit.ok)
    return seeOther(`/sign-in?error=rate&minutes=${Math.ceil(limit.retryAfterSeconds / 60)}`, [
      emailCookie(email),
    ]);
  const result = await signInWithPassword(await getDb(), await getDashboardAuth(), {
    email,
    password,
    headers: request.headers,
  });
  if (result.ok)
    return seeOther('/leads', [...result.setCookies, `${SIGN_IN_EMAIL_COOKIE}=; Path=/sign-in; Max-Age=0`]);
  const query =
    result.reason === 'locked'
      ? `error=locked&minutes=${Math.ceil(result.retryAfterSeconds / 60)}`
      : 'error=invalid';
  return seeOther(`/sign-in?${query}`, [emailCookie(email)]);
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { parseCookies } from 'better-auth/cookies';
import type { TDb } from '@/server/db/client';
import { authUsers, authVerifications } from '@/server/db/schema';
import type { TDashboardAuth } from './dashboard-auth';

/**
 * The person whose password was right and whose second step is open in this browser: better-auth's signed
 * `two_factor` cookie names a verification row holding their id. Null when the cookie is missing, forged or
 * expired. The lockout counts a wrong code against this person's address, never one the browser could choose.
 */
export async function findPendingTwoFactor(
  db: TDb,
  auth: TDashboardAuth,
  headers: Headers,
  now = new Date(),
): Promise<{ userId: string; email: string } | null> {
  const ctx = await auth.$context;
  const signed = parseCookies(headers.get('cookie') ?? '').get(ctx.createAuthCookie('two_factor').name);
  const identifier = signed && verifiedValue(decodeURIComponent(signed), ctx.secret);
  if (!identifier) return null;
  const [pending] = await db
    .select({ userId: authUsers.id, email: authUsers.email })
    .from(authVerifications)
    .innerJoin(authUsers, eq(authUsers.id, authVerifications.value))
    .where(and(eq(authVerifications.identifier, identifier), gt(authVerifications.expiresAt, now)));
  return pending ?? null;
}

/** better-call's signed cookie `value.base64(HMAC-SHA256(secret, value))`: the value when the signature holds. */
function verifiedValue(cookie: string, secret: string): string | null {
  const dot = cookie.lastIndexOf('.');
  if (dot < 1) return null;
  const value = cookie.slice(0, dot);
  const given = Buffer.from(cookie.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(value).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

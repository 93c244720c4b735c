import { requestHost } from '@/server/http/request-host';

/** The cookie of a signed-in buyer (My Garage). Host-only: no Domain attribute, so no other host receives it. */
export const BUYER_COOKIE = 'forecourt_garage';

const LOCAL = /(^|\.)localhost$/;

/** The session token the request's cookie carries, if any. */
export function buyerToken(headers: Headers): string | null {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === BUYER_COOKIE) return value.join('=') || null;
  }
  return null;
}

/** Secure on every real domain (HTTPS); a `.localhost` host has no certificate, as in siteOrigin. */
function secure(headers: Headers): string {
  const host = (requestHost(headers) ?? '').replace(/:\d+$/, '').toLowerCase();
  return LOCAL.test(host) ? '' : '; Secure';
}

/** Set-Cookie for a new session: HttpOnly, SameSite=Lax, host-only, until the session expires. */
export function buyerSessionCookie(headers: Headers, token: string, expiresAt: Date): string {
  return `${BUYER_COOKIE}=${token}; Path=/; Expires=${expiresAt.toUTCString()}; HttpOnly; SameSite=Lax${secure(headers)}`;
}

/** Set-Cookie that removes the session cookie. */
export function clearedBuyerCookie(headers: Headers): string {
  return `${BUYER_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure(headers)}`;
}

import { isReservationReference } from './reservation-reference';

/** The cookie that tells the browser that placed a hold (HttpOnly: page scripts never see its secrets). */
export const OWN_HOLDS_COOKIE = 'forecourt-holds';
/** The newest holds a browser keeps: a buyer tries a few cars at most. */
const MAX_HOLDS = 5;
const MAX_AGE_S = 60 * 60 * 24 * 30;

export type TOwnHold = { reference: string; secret: string };

/** The holds this browser placed, from its Cookie header (malformed entries dropped). */
export function readOwnHolds(cookieHeader: string | null): TOwnHold[] {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${OWN_HOLDS_COOKIE}=`))
    ?.slice(OWN_HOLDS_COOKIE.length + 1);
  if (!raw) return [];
  return raw
    .split('~')
    .map((entry) => {
      const [reference = '', secret = ''] = entry.split('.');
      return { reference, secret };
    })
    .filter((h) => isReservationReference(h.reference) && /^[A-Za-z0-9_-]{20,100}$/.test(h.secret))
    .slice(0, MAX_HOLDS);
}

/**
 * The Set-Cookie of the browser's holds with this one first (the newest kept), for 30 days: the car and
 * checkout pages ask with it whether this browser holds the car, so its buyer reads "You reserved this car".
 */
export function ownHoldsCookie(cookieHeader: string | null, added: TOwnHold, secure: boolean): string {
  const holds = [added, ...readOwnHolds(cookieHeader).filter((h) => h.reference !== added.reference)];
  const value = holds
    .slice(0, MAX_HOLDS)
    .map((h) => `${h.reference}.${h.secret}`)
    .join('~');
  return `${OWN_HOLDS_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

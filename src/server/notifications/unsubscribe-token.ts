import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { NOTIFICATION_KINDS, type TNotificationKind } from '@/server/db/schema';

const ZPayload = z.object({ e: z.string().email().max(320), k: z.enum(NOTIFICATION_KINDS) });

function signatureOf(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest();
}

/**
 * The token of a one-click unsubscribe link: the address and the email kind, signed with the server's secret, so
 * only the link the email carried turns that address off (no sign-in, nothing stored until it is used).
 */
export function unsubscribeToken(email: string, kind: TNotificationKind, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ e: email.toLowerCase(), k: kind })).toString('base64url');
  return `${payload}.${signatureOf(payload, secret).toString('base64url')}`;
}

/** The address and kind of a token this server signed; null for anything else (forged, altered, malformed). */
export function readUnsubscribeToken(
  token: string,
  secret: string,
): { email: string; kind: TNotificationKind } | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = signatureOf(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = ZPayload.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? { email: parsed.data.e, kind: parsed.data.k } : null;
  } catch {
    return null;
  }
}

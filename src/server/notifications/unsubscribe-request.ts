import type { TDb } from '@/server/db/client';
import { readUnsubscribeToken } from './unsubscribe-token';
import { unsubscribeAddress } from './notification-opt-outs';

/**
 * A one-click unsubscribe (RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` to the header's URL; the
 * page's button posts the same): the token's address stops getting that email. Refused (null) when the token is
 * not one this server signed.
 */
export async function unsubscribeWithToken(
  db: TDb,
  token: string | null,
  secret: string,
): Promise<{ email: string } | null> {
  const read = token ? readUnsubscribeToken(token, secret) : null;
  if (!read) return null;
  await unsubscribeAddress(db, read.email, read.kind);
  return { email: read.email };
}

import { createHash, randomBytes } from 'node:crypto';

const KEY_PREFIX = 'fcsk_';

/** The SHA-256 of a key, as stored: a 256-bit random key needs no slow hash, only one that cannot be reversed. */
export function hashStockApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A new key: 32 random bytes (node:crypto), shown once; the prefix lets a dealer tell keys apart. */
export function newStockApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, KEY_PREFIX.length + 6), hash: hashStockApiKey(key) };
}

/** Whether a bearer token has the shape of a stock API key (anything else is not looked up). */
export function looksLikeStockApiKey(token: string): boolean {
  return token.startsWith(KEY_PREFIX) && /^fcsk_[A-Za-z0-9_-]{43}$/.test(token);
}

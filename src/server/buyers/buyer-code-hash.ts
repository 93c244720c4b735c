import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A six-digit code, uniformly drawn. */
export function newBuyerCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** `salt:sha256(salt:code)`: the database never holds a code a reader could type in. */
export function hashBuyerCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

/** Whether a typed code is the one whose hash is stored (compared in constant time). */
export function buyerCodeMatches(code: string, stored: string): boolean {
  const salt = stored.slice(0, stored.indexOf(':'));
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashBuyerCode(code, salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

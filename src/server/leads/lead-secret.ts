import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The request header a later save of a partial lead presents its secret in. */
export const LEAD_SECRET_HEADER = 'x-lead-secret';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * A new partial lead's secret, answered once to the browser that created the lead; only its SHA-256 is
 * stored, so neither the database nor the lead's id (which analytics tags see) lets anyone else change it.
 */
export function newLeadSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashOf(secret) };
}

/** Whether the presented secret is the one whose hash is stored (constant time); false when either is missing. */
export function matchesLeadSecret(presented: string | null | undefined, storedHash: string | null): boolean {
  if (!presented || !storedHash) return false;
  const a = Buffer.from(hashOf(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

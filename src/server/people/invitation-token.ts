import { createHash, randomBytes } from 'node:crypto';

/** What the database keeps of an invitation link's token: its SHA-256, so a copy of the table opens nothing. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new link token (32 random bytes) and the hash to store. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

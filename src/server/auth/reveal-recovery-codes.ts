import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { authVerifications } from '@/server/db/schema';
import type { TDashboardAuth } from './dashboard-auth';

const REVEAL_MS = 10 * 60 * 1000;
const identifierOf = (nonce: string) => `recovery-codes-${nonce}`;

/**
 * After new recovery codes are made: a one-time ticket (the nonce of the page's `?codes=`) for their one showing,
 * valid 10 minutes and for this person only.
 */
export async function offerRecoveryCodes(db: TDb, userId: string, now = new Date()): Promise<string> {
  const nonce = randomBytes(18).toString('base64url');
  await db.insert(authVerifications).values({
    id: randomUUID(),
    identifier: identifierOf(nonce),
    value: userId,
    expiresAt: new Date(now.getTime() + REVEAL_MS),
  });
  return nonce;
}

/** The person's recovery codes, once per ticket (it is used up here); null for a used, expired or other's ticket. */
export async function takeRecoveryCodes(
  db: TDb,
  auth: TDashboardAuth,
  userId: string,
  nonce: unknown,
  now = new Date(),
): Promise<string[] | null> {
  if (typeof nonce !== 'string' || !/^[\w-]{24}$/.test(nonce)) return null;
  const [ticket] = await db
    .delete(authVerifications)
    .where(
      and(
        eq(authVerifications.identifier, identifierOf(nonce)),
        eq(authVerifications.value, userId),
        gt(authVerifications.expiresAt, now),
      ),
    )
    .returning({ id: authVerifications.id });
  if (!ticket) return null;
  return (await auth.api.viewBackupCodes({ body: { userId } })).backupCodes;
}

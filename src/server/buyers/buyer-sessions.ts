import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { buyerAccounts, buyerSessions } from '@/server/db/schema';

/** How long a signed-in browser stays signed in without signing in again. */
export const BUYER_SESSION_MS = 30 * 24 * 60 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A buyer account as the site's pages and APIs see it. */
export type TBuyerAccount = { id: string; websiteId: number; email: string; createdAt: Date };

/** Starts a session for the account on its own site; the token goes in the cookie, only its hash is stored. */
export async function createBuyerSession(
  db: TDb,
  account: { id: string; websiteId: number },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + BUYER_SESSION_MS);
  await db.insert(buyerSessions).values({
    tokenHash: hashOf(token),
    accountId: account.id,
    websiteId: account.websiteId,
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}

/**
 * The account a session token signs in at this site, or null: a token issued at another site is refused even
 * if the same email has an account here (accounts and sessions are per site, ADR 0036).
 */
export async function findBuyerSession(
  db: TDb,
  websiteId: number,
  token: string | null | undefined,
  now = new Date(),
): Promise<TBuyerAccount | null> {
  if (!token) return null;
  const [row] = await db
    .select({
      id: buyerAccounts.id,
      websiteId: buyerAccounts.websiteId,
      email: buyerAccounts.email,
      createdAt: buyerAccounts.createdAt,
    })
    .from(buyerSessions)
    .innerJoin(buyerAccounts, eq(buyerAccounts.id, buyerSessions.accountId))
    .where(
      and(
        eq(buyerSessions.tokenHash, hashOf(token)),
        eq(buyerSessions.websiteId, websiteId),
        eq(buyerAccounts.websiteId, websiteId),
        gt(buyerSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Signs the browser out: its session ends everywhere it might be presented. */
export async function endBuyerSession(db: TDb, token: string | null | undefined): Promise<void> {
  if (!token) return;
  await db.delete(buyerSessions).where(eq(buyerSessions.tokenHash, hashOf(token)));
}

import { and, eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { buyerAccounts } from '@/server/db/schema';
import { consumeBuyerCode, type TCodeCheck } from './consume-buyer-code';

export type TEmailChange = TCodeCheck | { ok: false; reason: 'taken' };

/**
 * Moves the account to a new email once the code sent to that new address is right. An address that already has
 * an account on the site is refused (two accounts never merge silently).
 */
export async function changeBuyerEmail(
  db: TDb,
  account: { id: string; websiteId: number },
  input: { email: string; code: string; now?: Date },
): Promise<TEmailChange> {
  const [taken] = await db
    .select({ id: buyerAccounts.id })
    .from(buyerAccounts)
    .where(and(eq(buyerAccounts.websiteId, account.websiteId), eq(buyerAccounts.email, input.email)));
  if (taken && taken.id !== account.id) return { ok: false, reason: 'taken' };
  const check = await consumeBuyerCode(db, {
    websiteId: account.websiteId,
    email: input.email,
    purpose: 'change_email',
    accountId: account.id,
    code: input.code,
    now: input.now,
  });
  if (check.ok)
    await db.update(buyerAccounts).set({ email: input.email }).where(eq(buyerAccounts.id, account.id));
  return check;
}

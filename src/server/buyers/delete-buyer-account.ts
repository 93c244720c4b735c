import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { buyerAccounts } from '@/server/db/schema';
import { consumeBuyerCode, type TCodeCheck } from './consume-buyer-code';

/**
 * Deletes a buyer account once the code emailed for it is right: its sessions, codes and saved cars go with it
 * (foreign keys cascade). The leads and reservations the dealer holds are not the account's and stay, kept and
 * then de-identified as the privacy statement says.
 */
export async function deleteBuyerAccount(
  db: TDb,
  account: { id: string; websiteId: number; email: string },
  code: string,
  now = new Date(),
): Promise<TCodeCheck> {
  const check = await consumeBuyerCode(db, {
    websiteId: account.websiteId,
    email: account.email,
    purpose: 'delete_account',
    accountId: account.id,
    code,
    now,
  });
  if (check.ok) await db.delete(buyerAccounts).where(eq(buyerAccounts.id, account.id));
  return check;
}

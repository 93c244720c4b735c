import { and, desc, eq, isNull } from 'drizzle-orm';
import { buyerCodeState } from '@/domain/buyers/buyer-code-rules';
import type { TDb } from '@/server/db/client';
import { buyerCodes, type TBuyerCodePurpose } from '@/server/db/schema';
import { buyerCodeMatches } from './buyer-code-hash';

export type TCodeCheck =
  { ok: true; accountId: string | null } | { ok: false; reason: 'wrong' | 'expired' | 'used-up' | 'none' };

/**
 * Checks a typed code against the newest code of that purpose sent to the address on the site, and uses it up
 * when right. A wrong code counts a try; after the fifth the code stops working. `accountId`, when given, must be
 * the account that asked for the code (a change of email, a deletion).
 */
export async function consumeBuyerCode(
  db: TDb,
  check: {
    websiteId: number;
    email: string;
    purpose: TBuyerCodePurpose;
    code: string;
    accountId?: string;
    now?: Date;
  },
): Promise<TCodeCheck> {
  const now = check.now ?? new Date();
  return db.transaction(async (tx) => {
    const [code] = await tx
      .select()
      .from(buyerCodes)
      .where(
        and(
          eq(buyerCodes.websiteId, check.websiteId),
          eq(buyerCodes.email, check.email),
          eq(buyerCodes.purpose, check.purpose),
          check.accountId ? eq(buyerCodes.accountId, check.accountId) : isNull(buyerCodes.accountId),
        ),
      )
      .orderBy(desc(buyerCodes.createdAt), desc(buyerCodes.id))
      .limit(1)
      .for('update');
    if (!code) return { ok: false, reason: 'none' };
    const state = buyerCodeState(code, now);
    if (state !== 'usable') return { ok: false, reason: state };
    if (!buyerCodeMatches(check.code, code.codeHash)) {
      await tx
        .update(buyerCodes)
        .set({ tries: code.tries + 1 })
        .where(eq(buyerCodes.id, code.id));
      return { ok: false, reason: 'wrong' };
    }
    await tx.update(buyerCodes).set({ usedAt: now }).where(eq(buyerCodes.id, code.id));
    return { ok: true, accountId: code.accountId };
  });
}

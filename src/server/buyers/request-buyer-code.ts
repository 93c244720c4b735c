import { and, eq, gt } from 'drizzle-orm';
import { BUYER_CODE_LIFETIME_MS, buyerCodeWaitSeconds } from '@/domain/buyers/buyer-code-rules';
import type { TDb } from '@/server/db/client';
import { buyerCodes, type TBuyerCodePurpose } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail/enqueue-mail';
import { siteMailFrom } from '@/server/mail/site-mail-from';
import { hashBuyerCode, newBuyerCode } from './buyer-code-hash';

type TSiteSender = { id: number; name: string; mailFromName: string | null; mailFromAddress: string | null };

const WHY: Record<TBuyerCodePurpose, string> = {
  sign_in: 'to sign in to My Garage',
  change_email: 'to make this your My Garage email address',
  delete_account: 'to delete your My Garage account and the cars saved in it',
};

export type TCodeRequest = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Emails a new one-time code for one purpose to an address on a site, through the mail outbox, unless the address
 * has had BUYER_CODES_PER_HOUR codes this hour. Earlier unused codes of that purpose stop working: only the newest
 * is tried.
 */
export async function requestBuyerCode(
  db: TDb,
  site: TSiteSender,
  request: { email: string; purpose: TBuyerCodePurpose; accountId?: string | null; now?: Date },
): Promise<TCodeRequest> {
  const now = request.now ?? new Date();
  const code = newBuyerCode();
  return db.transaction(async (tx) => {
    const sent = await tx
      .select({ createdAt: buyerCodes.createdAt })
      .from(buyerCodes)
      .where(
        and(
          eq(buyerCodes.websiteId, site.id),
          eq(buyerCodes.email, request.email),
          gt(buyerCodes.createdAt, new Date(now.getTime() - 60 * 60_000)),
        ),
      )
      .for('update');
    const wait = buyerCodeWaitSeconds(
      sent.map((row) => row.createdAt),
      now,
    );
    if (wait > 0) return { ok: false, retryAfterSeconds: wait };
    await tx.insert(buyerCodes).values({
      websiteId: site.id,
      email: request.email,
      purpose: request.purpose,
      accountId: request.accountId ?? null,
      codeHash: hashBuyerCode(code),
      expiresAt: new Date(now.getTime() + BUYER_CODE_LIFETIME_MS),
      createdAt: now,
    });
    await enqueueMail(tx, {
      to: request.email,
      subject: `${code} is your ${site.name} code`,
      text: [
        `Your code ${WHY[request.purpose]} at ${site.name} is:`,
        '',
        code,
        '',
        'It works once, for 10 minutes. If you did not ask for it, ignore this email: nothing changes without the code.',
      ].join('\n'),
      ...siteMailFrom(site),
    });
    return { ok: true };
  });
}

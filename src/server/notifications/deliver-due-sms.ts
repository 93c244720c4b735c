import { sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { afterFailedAttempt, DEFAULT_RETRY_POLICY, type TRetryPolicy } from '@/server/outbox/backoff';
import { claimDueRows } from '@/server/outbox/claim-due-rows';
import type { TSmsSender } from '@/server/providers/sms/sms-sender.types';

type TDueSms = { id: number; to: string; body: string; attempts: number };

/**
 * Sends due texts of the SMS outbox, claimed for `leaseMs` first (claimDueRows, as the mail outbox does), retrying a
 * failure with backoff and parking it after the last attempt, or at once when the provider refused it for good.
 * Returns how many were claimed.
 */
export async function deliverDueSms(
  db: TDb,
  options: { send: TSmsSender; leaseMs: number; now?: Date; policy?: TRetryPolicy },
): Promise<number> {
  const now = options.now ?? new Date();
  const rows = await claimDueRows<TDueSms>(db, 'sms_outbox', sql`id, "to", body, attempts`, {
    limit: 20,
    leaseMs: options.leaseMs,
    now,
  });
  for (const sms of rows) {
    const attempts = Number(sms.attempts) + 1;
    const outcome = await options.send({ to: sms.to, body: sms.body });
    if (outcome.ok) {
      await db.execute(
        sql`update sms_outbox set status = 'delivered', attempts = ${attempts}, delivered_at = now(), last_error = null where id = ${sms.id}`,
      );
      continue;
    }
    const next = afterFailedAttempt(attempts, options.policy ?? DEFAULT_RETRY_POLICY);
    const park = outcome.permanent || next.park;
    const nextAt = new Date(
      now.getTime() + (next.park || outcome.permanent ? 0 : next.delayMs),
    ).toISOString();
    await db.execute(sql`
      update sms_outbox set attempts = ${attempts}, last_error = ${outcome.error.slice(0, 500)},
        status = ${park ? 'parked' : 'pending'}, next_attempt_at = ${nextAt}
      where id = ${sms.id}`);
  }
  return rows.length;
}

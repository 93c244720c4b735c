import { sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { afterFailedAttempt, DEFAULT_RETRY_POLICY, type TRetryPolicy } from '@/server/outbox/backoff';
import { claimDueRows } from '@/server/outbox/claim-due-rows';
import type { TMailSender } from './mail-sender';

type TDueMail = {
  id: number;
  to: string;
  from_name: string | null;
  from_address: string | null;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | string | null;
  attempts: number;
};

/**
 * Sends due emails of the mail outbox, claimed for `leaseMs` first (claimDueRows, as lead deliveries are), so a crash
 * mid-send retries them once the lease runs out. Returns how many were claimed.
 */
export async function deliverDueMail(
  db: TDb,
  options: { send: TMailSender; leaseMs: number; now?: Date; policy?: TRetryPolicy },
): Promise<number> {
  const now = options.now ?? new Date();
  const rows = await claimDueRows<TDueMail>(
    db,
    'mail_outbox',
    sql`id, "to", from_name, from_address, subject, text, html, headers, attempts`,
    { limit: 20, leaseMs: options.leaseMs, now },
  );
  for (const mail of rows) {
    const attempts = Number(mail.attempts) + 1;
    const outcome = await options.send({
      to: mail.to,
      fromName: mail.from_name,
      fromAddress: mail.from_address,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // A raw query's jsonb comes back parsed on PGlite and as text on some PostgreSQL drivers.
      headers: typeof mail.headers === 'string' ? JSON.parse(mail.headers) : mail.headers,
      id: mail.id,
    });
    if (outcome.ok) {
      await db.execute(
        sql`update mail_outbox set status = 'sent', attempts = ${attempts}, sent_at = now(), last_error = null where id = ${mail.id}`,
      );
      continue;
    }
    const next = afterFailedAttempt(attempts, options.policy ?? DEFAULT_RETRY_POLICY);
    const nextAt = new Date(now.getTime() + (next.park ? 0 : next.delayMs)).toISOString();
    await db.execute(sql`
      update mail_outbox set attempts = ${attempts}, last_error = ${outcome.error.slice(0, 500)},
        status = ${next.park ? 'parked' : 'pending'}, next_attempt_at = ${nextAt}
      where id = ${mail.id}`);
  }
  return rows.length;
}

import { sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { resultRows } from '@/server/db/result-rows';
import type { TOutboxTable } from '@/server/outbox/claim-due-rows';
import type { TOutboxHealth } from '@/domain/operations/outbox-attention';

/** Every outbox the jobs table drains; each has `status` and `next_attempt_at` (claimDueRows). */
export const OUTBOXES: readonly TOutboxTable[] = [
  'lead_deliveries',
  'mail_outbox',
  'payment_webhook_outbox',
  'search_index_pushes',
];

/**
 * Each outbox's due rows (pending, next attempt now or earlier: a claimed row's lease moves it ahead, so a row
 * being worked on is not due), how long the oldest has been due, and its parked rows. Platform-wide on purpose:
 * operations see every site at once. One statement, on each table's (status, next_attempt_at) index.
 */
export async function readOutboxHealth(db: TDb, now: Date = new Date()): Promise<TOutboxHealth[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const parts = OUTBOXES.map(
    (outbox) => sql`
      select ${outbox}::text as outbox,
        count(*) filter (where status = 'pending' and next_attempt_at <= ${at}) as due,
        coalesce(extract(epoch from ${at} - min(next_attempt_at)
          filter (where status = 'pending' and next_attempt_at <= ${at})), 0) as oldest,
        count(*) filter (where status = 'parked') as parked
      from ${sql.identifier(outbox)}`,
  );
  const rows = resultRows<{ outbox: string; due: unknown; oldest: unknown; parked: unknown }>(
    await db.execute(sql.join(parts, sql` union all `)),
  );
  return rows.map((r) => ({
    outbox: r.outbox,
    due: Number(r.due),
    oldestDueSeconds: Math.round(Number(r.oldest) * 10) / 10,
    parked: Number(r.parked),
  }));
}

import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { recordClaims } from './claim-ledger';

/** The outbox tables: each has `id`, `status` ('pending' until done) and `next_attempt_at`. */
export type TOutboxTable =
  'lead_deliveries' | 'mail_outbox' | 'payment_webhook_outbox' | 'search_index_pushes' | 'sms_outbox';

export type TClaimOptions = { limit: number; leaseMs: number; now: Date };

/**
 * The one claim query of every outbox: up to `limit` due rows (pending, next attempt now or earlier, oldest
 * first) in one short statement whose next_attempt_at moves `leaseMs` ahead, so no other worker (or this
 * one, next tick) takes them while they are being worked on, and a worker that dies mid-way leaves them to be
 * retried once the lease runs out. `FOR UPDATE SKIP LOCKED` lets several workers share a table on
 * PostgreSQL; PGlite has one connection and simply runs it. `returning` lists the columns the caller reads,
 * `id` first among them: the claims are recorded (recordClaims) so a graceful shutdown can hand back unsent ones.
 */
export async function claimDueRows<TRow>(
  db: TDb,
  table: TOutboxTable,
  returning: SQL,
  { limit, leaseMs, now }: TClaimOptions,
): Promise<TRow[]> {
  const name = sql.identifier(table);
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const result = await db.execute(sql`
    update ${name} set next_attempt_at = ${leaseUntil}
    where id in (
      select id from ${name}
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning ${returning}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as TRow[];
  recordClaims(
    table,
    rows.map((r) => Number((r as { id: unknown }).id)),
    leaseUntil,
    now,
  );
  return rows;
}

import { sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';

export type TClaimedDelivery = {
  id: number;
  leadId: string;
  destination: string;
  kind: string;
  attempts: number;
};

/**
 * Claims up to `limit` due deliveries in one short statement: their next_attempt_at moves `leaseMs`
 * ahead, so no other worker (or this one, next tick) takes them while they are being sent, and a worker
 * that dies mid-send leaves them to be retried once the lease runs out. `FOR UPDATE SKIP LOCKED` lets
 * several workers share the table on PostgreSQL; PGlite has one connection and simply runs it.
 */
export async function claimDueDeliveries(
  db: TDb,
  options: { limit: number; leaseMs: number; now: Date },
): Promise<TClaimedDelivery[]> {
  const leaseUntil = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const result = await db.execute(sql`
    update lead_deliveries set next_attempt_at = ${leaseUntil}
    where id in (
      select id from lead_deliveries
      where status = 'pending' and next_attempt_at <= ${options.now.toISOString()}
      order by next_attempt_at, id
      limit ${options.limit}
      for update skip locked
    )
    returning id, lead_id, destination, kind, attempts`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    id: number;
    lead_id: string;
    destination: string;
    kind: string;
    attempts: number;
  }[];
  return rows.map((r) => ({
    id: Number(r.id),
    leadId: r.lead_id,
    destination: r.destination,
    kind: r.kind,
    attempts: Number(r.attempts),
  }));
}

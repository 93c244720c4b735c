import { sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';

export type TClaimedIndexPush = { id: number; websiteId: number; carId: number; attempts: number };

/**
 * Claims up to `limit` due index pushes in one statement, leasing them for `leaseMs` (as the lead outbox
 * does: `FOR UPDATE SKIP LOCKED` lets several workers share the table; a worker that dies mid-push leaves
 * them to be retried when the lease runs out).
 */
export async function claimDueIndexPushes(
  db: TDb,
  options: { limit: number; leaseMs: number; now: Date },
): Promise<TClaimedIndexPush[]> {
  const leaseUntil = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const result = await db.execute(sql`
    update search_index_pushes set next_attempt_at = ${leaseUntil}
    where id in (
      select id from search_index_pushes
      where status = 'pending' and next_attempt_at <= ${options.now.toISOString()}
      order by next_attempt_at, id
      limit ${options.limit}
      for update skip locked
    )
    returning id, website_id, car_id, attempts`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    id: number;
    website_id: number;
    car_id: number;
    attempts: number;
  }[];
  return rows.map((r) => ({
    id: Number(r.id),
    websiteId: Number(r.website_id),
    carId: Number(r.car_id),
    attempts: Number(r.attempts),
  }));
}

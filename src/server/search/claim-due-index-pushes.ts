import { sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { claimDueRows, type TClaimOptions } from '@/server/outbox/claim-due-rows';

export type TClaimedIndexPush = { id: number; websiteId: number; carId: number; attempts: number };

type TRow = { id: number; website_id: number; car_id: number; attempts: number };

/** Claims up to `limit` due index pushes, leased for `leaseMs` as lead deliveries are (claimDueRows). */
export async function claimDueIndexPushes(db: TDb, options: TClaimOptions): Promise<TClaimedIndexPush[]> {
  const rows = await claimDueRows<TRow>(
    db,
    'search_index_pushes',
    sql`id, website_id, car_id, attempts`,
    options,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    websiteId: Number(r.website_id),
    carId: Number(r.car_id),
    attempts: Number(r.attempts),
  }));
}

import { sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { claimDueRows, type TClaimOptions } from '@/server/outbox/claim-due-rows';

export type TClaimedDelivery = {
  id: number;
  leadId: string;
  destination: string;
  kind: string;
  attempts: number;
};

type TRow = { id: number; lead_id: string; destination: string; kind: string; attempts: number };

/** Claims up to `limit` due lead deliveries, leased for `leaseMs` (claimDueRows). */
export async function claimDueDeliveries(db: TDb, options: TClaimOptions): Promise<TClaimedDelivery[]> {
  const rows = await claimDueRows<TRow>(
    db,
    'lead_deliveries',
    sql`id, lead_id, destination, kind, attempts`,
    options,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    leadId: r.lead_id,
    destination: r.destination,
    kind: r.kind,
    attempts: Number(r.attempts),
  }));
}

import { sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import type { TOutboxTable } from './claim-due-rows';

type TClaim = { table: TOutboxTable; ids: number[]; leaseUntil: string };

// Per process (globalThis: the jobs and a route handler may load this module from different bundles).
const globalForClaims = globalThis as unknown as { forecourtClaims?: TClaim[] };

function claims(): TClaim[] {
  globalForClaims.forecourtClaims ??= [];
  return globalForClaims.forecourtClaims;
}

/**
 * Remembers the rows this process claimed and until when, so a shutdown can hand back the ones it did not get to
 * (handBackClaims). Claims whose lease has passed are forgotten: another server may own those rows by now.
 */
export function recordClaims(table: TOutboxTable, ids: number[], leaseUntil: string, now: Date): void {
  const live = claims().filter((c) => Date.parse(c.leaseUntil) > now.getTime());
  if (ids.length > 0) live.push({ table, ids, leaseUntil });
  globalForClaims.forecourtClaims = live;
}

/**
 * Makes this process's unfinished claims due at once, so another server (or the next start) takes them without
 * waiting for the lease to run out. A row is handed back only while it is still pending under exactly the lease this
 * process wrote: one sent, or rescheduled by a failed attempt, has a new status or next_attempt_at and is left alone.
 * Returns how many rows were handed back.
 */
export async function handBackClaims(db: TDb): Promise<number> {
  let handedBack = 0;
  for (const { table, ids, leaseUntil } of claims()) {
    const result = await db.execute(sql`
      update ${sql.identifier(table)} set next_attempt_at = now()
      where id in ${sql.raw(`(${ids.map(Number).join(',')})`)}
        and status = 'pending' and next_attempt_at = ${leaseUntil}
      returning id`);
    handedBack += (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows).length;
  }
  globalForClaims.forecourtClaims = [];
  return handedBack;
}

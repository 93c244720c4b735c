import { and, gt, inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { reservations } from '@/server/db/schema';

/** Holds that keep a car from other buyers right now (pending or held, not yet expired), across every site. */
export async function countActiveHolds(db: TDb, now: Date = new Date()): Promise<number> {
  return db.$count(
    reservations,
    and(inArray(reservations.status, ['pending', 'held']), gt(reservations.expiresAt, now)),
  );
}

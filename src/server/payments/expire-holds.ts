import { and, inArray, lte } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { reservations } from '@/server/db/schema';

/**
 * Releases holds past their expiry (the worker runs it every tick): pending or held becomes expired
 * (reservationTransition's 'expire'), so the car can be reserved again. Returns how many.
 */
export async function expireHolds(db: TDb, now: Date = new Date()): Promise<number> {
  const expired = await db
    .update(reservations)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(reservations.status, ['pending', 'held']), lte(reservations.expiresAt, now)))
    .returning({ id: reservations.id });
  return expired.length;
}

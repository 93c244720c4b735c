import { and, inArray, lte } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import type { TEndedHold } from './cancel-ended-payments';

/**
 * Releases holds past their expiry (the worker runs it every tick): pending or held becomes expired
 * (reservationTransition's 'expire'), so the car can be reserved again. Returns the holds it released.
 */
export async function expireHolds(db: TDb, now: Date = new Date()): Promise<TEndedHold[]> {
  const expired = await db
    .update(reservations)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(reservations.status, ['pending', 'held']), lte(reservations.expiresAt, now)))
    .returning({
      id: reservations.id,
      websiteId: reservations.websiteId,
      processor: reservations.processor,
      paymentIntentId: reservations.paymentIntentId,
    });
  return expired;
}

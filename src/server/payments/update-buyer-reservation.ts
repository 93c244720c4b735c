import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { RouteError } from '@/server/http/route-error';
import { normalisePhone } from '@/domain/phone/normalise-phone';
import { reservationTransition } from '@/domain/checkout/reservation-transition';
import type { TBuyer } from './buyer.schema';

const ACTIVE = ['pending', 'held'] as const;

/** Stores the buyer's details on a hold still active (409 once it has ended). */
export async function setReservationBuyer(db: TDb, id: string, buyer: TBuyer): Promise<void> {
  const updated = await db
    .update(reservations)
    .set({ customer: { ...buyer, mobile: normalisePhone(buyer.mobile) }, updatedAt: new Date() })
    .where(and(eq(reservations.id, id), inArray(reservations.status, [...ACTIVE])))
    .returning({ id: reservations.id });
  if (updated.length === 0)
    throw new RouteError(409, 'This hold has ended: start again to reserve the car.', 'reference');
}

/** The buyer releases a hold still active (they left, or cancelled the hosted page); 409 once it has ended. */
export async function cancelBuyerReservation(
  db: TDb,
  id: string,
  current: Parameters<typeof reservationTransition>[0],
): Promise<void> {
  const change = reservationTransition(current, 'cancel');
  const updated = change
    ? await db
        .update(reservations)
        .set({ status: change.status, updatedAt: new Date() })
        .where(and(eq(reservations.id, id), inArray(reservations.status, [...ACTIVE])))
        .returning({ id: reservations.id })
    : [];
  if (updated.length === 0) throw new RouteError(409, 'This hold has already ended.', 'reference');
}

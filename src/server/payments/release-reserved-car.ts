import { and, eq, inArray, ne, notExists } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { cars, reservations } from '@/server/db/schema';

/**
 * Puts a car back on sale (neither reserved nor sold) when a dealer ends the paid reservation that held it,
 * unless another buyer's payment holds it now (a car released earlier and paid for again since). The stock
 * triggers move the search snapshot and queue the hosted index push. Answers whether the car changed.
 */
export async function releaseReservedCar(
  tx: Pick<TDb, 'update' | 'select'>,
  carId: number,
  endedReservationId: string,
  now: Date,
): Promise<boolean> {
  const otherPayment = tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.carId, carId),
        ne(reservations.id, endedReservationId),
        inArray(reservations.status, ['paid', 'sold', 'refunding']),
        eq(reservations.refundDue, false),
      ),
    );
  const released = await tx
    .update(cars)
    .set({ reserved: false, sold: false, updatedAt: now })
    .where(and(eq(cars.id, carId), notExists(otherPayment)))
    .returning({ id: cars.id });
  return released.length > 0;
}

import type { reservations } from '@/server/db/schema';

/** How long after a payment is recorded its status answers also refresh the car's pages. */
const JUST_PAID_MS = 120_000;

/**
 * Marks a just-paid car's cached pages stale again when the buyer's page reads the payment as paid. The webhook
 * route revalidates them after its transaction commits (Next runs revalidations once a handler returns), so a
 * status read can see `paid` a moment before that lands, or on another server whose cache the webhook's did not
 * reach; the buyer's next read of the car page must still say RESERVED (or JUST SOLD). Only within two minutes of
 * the payment: the confirmation page stops polling at `paid`.
 */
export function refreshJustPaidCar(
  reservation: Pick<
    typeof reservations.$inferSelect,
    'status' | 'refundDue' | 'carId' | 'paidAt' | 'websiteId'
  >,
  now: Date,
  revalidateTag: (tag: string) => void,
): boolean {
  const paidAt = reservation.paidAt?.getTime();
  if (reservation.status !== 'paid' || reservation.refundDue || reservation.carId === null || !paidAt)
    return false;
  if (now.getTime() - paidAt > JUST_PAID_MS) return false;
  revalidateTag(`car:${reservation.carId}`);
  revalidateTag(`site:${reservation.websiteId}`);
  return true;
}

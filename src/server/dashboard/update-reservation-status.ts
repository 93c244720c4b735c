import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { cars, reservations } from '@/server/db/schema';
import type { TPaymentConfig } from '@/server/payments/payment-provider-for';
import { queueDealOutcomeMail } from '@/server/payments/queue-deal-outcome-mail';
import { releaseReservedCar } from '@/server/payments/release-reserved-car';
import { DashboardError } from './dashboard-error';
import { findReservationInScope } from './find-reservation-in-scope';
import { recordAudit } from './record-audit';
import { refundReservation } from './refund-reservation';
import type { TViewer } from './viewer.types';

/** Marks a public cache tag stale (Next's revalidateTag in the app; a recorder in tests). */
export type TRevalidateTag = (tag: string) => void;

/** What a person asks of a reservation on its dashboard page. */
export type TReservationChange =
  | { action: 'cancel' }
  | { action: 'release'; reason: string }
  | { action: 'sold' }
  | { action: 'refund'; reason: string; refundReference?: string };

export type TReservationDeps = {
  revalidateTag: TRevalidateTag;
  /** The processors' secrets, for a refund through a processor's API. */
  payments: TPaymentConfig;
  now?: () => Date;
};

/**
 * Changes a reservation for the dealer, audited: cancels a hold (pending or held: the car is free again); after
 * payment releases the car back to sale, marks it sold, or refunds the payment (refundReservation). Each paid
 * change emails the buyer through the mail outbox in the same transaction. The status is checked again in the
 * UPDATE, so two people acting at once cannot both change it. The car's public pages (its page, search, the
 * home) show whether it can be bought, so its car and site cache tags are revalidated after the change.
 */
export async function updateReservationStatus(
  db: TDb,
  viewer: TViewer,
  id: string,
  change: TReservationChange,
  deps: TReservationDeps,
): Promise<void> {
  const found = await findReservationInScope(db, viewer, id);
  if (!found) throw new DashboardError('not_found');
  const { reservation } = found;
  const now = deps.now?.() ?? new Date();
  let carChanged = false;
  if (change.action === 'cancel') {
    await cancelHold(db, viewer, reservation, now);
    carChanged = true;
  } else if (change.action === 'refund') {
    carChanged = await refundReservation(db, viewer, reservation, change, { ...deps, now });
  } else {
    await closeDeal(db, viewer, reservation, change, now);
    carChanged = true;
  }
  if (carChanged && reservation.carId !== null) deps.revalidateTag(`car:${reservation.carId}`);
  deps.revalidateTag(`site:${reservation.websiteId}`);
}

type TReservation = typeof reservations.$inferSelect;

async function cancelHold(db: TDb, viewer: TViewer, reservation: TReservation, now: Date) {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(reservations)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(reservations.id, reservation.id), inArray(reservations.status, ['pending', 'held'])))
      .returning({ id: reservations.id });
    if (updated.length === 0) throw new DashboardError('reservation_not_active');
    await recordAudit(tx, viewer, {
      websiteId: reservation.websiteId,
      reservationId: reservation.id,
      action: 'reservation.cancelled',
      before: { status: reservation.status },
      after: { status: 'cancelled' },
    });
  });
}

/**
 * A paid car's deal ends one of two ways without a refund: sold (the car reads JUST SOLD and leaves search) or
 * released (back on sale, the money kept for the dealer to settle with the buyer). Money that arrived after its
 * hold ended (refundDue) holds no car, so it can only be refunded.
 */
async function closeDeal(
  db: TDb,
  viewer: TViewer,
  reservation: TReservation,
  change: { action: 'release'; reason: string } | { action: 'sold' },
  now: Date,
) {
  const status = change.action === 'sold' ? 'sold' : 'released';
  const reason = change.action === 'release' ? change.reason : null;
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reservations)
      .set({ status, closedReason: reason, closedAt: now, updatedAt: now })
      .where(
        and(
          eq(reservations.id, reservation.id),
          eq(reservations.status, 'paid'),
          eq(reservations.refundDue, false),
          isNotNull(reservations.carId),
        ),
      )
      .returning();
    if (!updated) throw new DashboardError('reservation_not_paid');
    const carId = updated.carId!;
    if (status === 'sold') {
      await tx.update(cars).set({ sold: true, updatedAt: now }).where(eq(cars.id, carId));
    } else {
      await releaseReservedCar(tx, carId, updated.id, now);
    }
    await queueDealOutcomeMail(tx as unknown as TDb, updated, { action: change.action });
    await recordAudit(tx, viewer, {
      websiteId: reservation.websiteId,
      reservationId: reservation.id,
      action: `reservation.${status}`,
      before: { status: reservation.status },
      after: { status, ...(reason && { reason }) },
    });
  });
}

import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { DashboardError } from './dashboard-error';
import { findReservationInScope } from './find-reservation-in-scope';
import { recordAudit } from './record-audit';
import type { TViewer } from './viewer.types';

const CHANGES = {
  cancel: { from: ['pending', 'held'], to: 'cancelled', refused: 'reservation_not_active' },
  refund: { from: ['paid'], to: 'refunded', refused: 'reservation_not_paid' },
} as const;

/** Marks a public cache tag stale (Next's revalidateTag in the app; a recorder in tests). */
export type TRevalidateTag = (tag: string) => void;

/**
 * Cancels a hold (pending or held: the car is free again) or records a paid reservation as refunded
 * (the refund itself is made in the processor's own dashboard); audited. The status is checked again in the
 * UPDATE, so two people acting at once cannot both change it. The car's public pages (its page, search, the
 * home) show whether it can be reserved, so its car and site cache tags are revalidated after the change.
 */
export async function updateReservationStatus(
  db: TDb,
  viewer: TViewer,
  id: string,
  change: keyof typeof CHANGES,
  revalidateTag: TRevalidateTag,
): Promise<void> {
  const found = await findReservationInScope(db, viewer, id);
  if (!found) throw new DashboardError('not_found');
  const rule = CHANGES[change];
  const before = found.reservation.status;
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(reservations)
      .set({ status: rule.to, updatedAt: new Date() })
      .where(and(eq(reservations.id, id), inArray(reservations.status, [...rule.from])))
      .returning({ id: reservations.id });
    if (updated.length === 0) throw new DashboardError(rule.refused);
    await recordAudit(tx, viewer, {
      websiteId: found.reservation.websiteId,
      reservationId: id,
      action: change === 'cancel' ? 'reservation.cancelled' : 'reservation.refunded',
      before: { status: before },
      after: { status: rule.to },
    });
  });
  if (found.reservation.carId !== null) revalidateTag(`car:${found.reservation.carId}`);
  revalidateTag(`site:${found.reservation.websiteId}`);
}

import { and, eq } from 'drizzle-orm';
import { isDealActionAllowed, refundMethod, refundReleasesCar } from '@/domain/checkout/deal-after-payment';
import type { TDb } from '@/server/db/client';
import { reservations, websites } from '@/server/db/schema';
import { logger } from '@/server/log/logger';
import { webhookProviderFor, type TPaymentConfig } from '@/server/payments/payment-provider-for';
import { queueDealOutcomeMail } from '@/server/payments/queue-deal-outcome-mail';
import { releaseReservedCar } from '@/server/payments/release-reserved-car';
import type { TProcessorName } from '@/server/payments/types';
import { DashboardError } from './dashboard-error';
import { recordAudit } from './record-audit';
import type { TViewer } from './viewer.types';

type TReservation = typeof reservations.$inferSelect;
/**
 * Releases a paid car and refunds its payment in one action, with the dealer's reason. Through the processor's
 * API where it has one (Stripe, the demo): the reservation is first claimed as `refunding` (so nobody sells or
 * releases it meanwhile), the processor is asked outside any transaction (one refund however often: the
 * reservation's id is its idempotency key), then the refund is recorded; a refusal puts the status back. Till and
 * St George refund in their own portals: the dealer records it with the processor's reference. Each step is
 * refused (reservation_changed) unless the reservation still has the status the person saw when they acted, so of
 * two people acting at once only one changes it. Answers whether the car went back on sale.
 */
export async function refundReservation(
  db: TDb,
  viewer: TViewer,
  reservation: TReservation,
  change: { reason: string; refundReference?: string },
  deps: { payments: TPaymentConfig; now: Date },
): Promise<boolean> {
  const { now } = deps;
  const deal = { ...reservation, hasCar: reservation.carId !== null };
  if (!isDealActionAllowed('refund', deal)) throw new DashboardError('reservation_not_paid');
  const method = refundMethod(reservation.processor);
  const releasesCar = refundReleasesCar(deal);
  let refundReference = change.refundReference?.trim() ?? '';
  if (method === 'by_hand' && !refundReference) throw new DashboardError('bad_input');
  if (method === 'processor') {
    const claimed = await db
      .update(reservations)
      .set({ status: 'refunding', closedReason: change.reason, updatedAt: now })
      .where(and(eq(reservations.id, reservation.id), eq(reservations.status, reservation.status)))
      .returning({ id: reservations.id });
    if (claimed.length === 0) throw new DashboardError('reservation_changed');
    try {
      refundReference = await refundThroughProcessor(db, reservation, deps.payments);
    } catch (error) {
      await db
        .update(reservations)
        .set({ status: reservation.status, updatedAt: now })
        .where(and(eq(reservations.id, reservation.id), eq(reservations.status, 'refunding')));
      if (error instanceof DashboardError) throw error;
      logger.warn({ reservationId: reservation.id, err: error }, 'refund refused by the processor');
      throw new DashboardError('refund_failed');
    }
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reservations)
      .set({
        status: 'refunded',
        refundReference,
        closedReason: change.reason,
        closedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(reservations.id, reservation.id),
          method === 'processor'
            ? eq(reservations.status, 'refunding')
            : eq(reservations.status, reservation.status),
        ),
      )
      .returning();
    if (!updated) throw new DashboardError('reservation_changed');
    const released = releasesCar && (await releaseReservedCar(tx, updated.carId!, updated.id, now));
    await queueDealOutcomeMail(tx as unknown as TDb, updated, {
      action: 'refund',
      method,
      refundReference,
      releasesCar: released,
    });
    await recordAudit(tx, viewer, {
      websiteId: reservation.websiteId,
      reservationId: reservation.id,
      action: 'reservation.refunded',
      before: { status: reservation.status },
      after: { status: 'refunded', reason: change.reason, refund: refundReference, method },
    });
    return released;
  });
}

/** Asks the processor that took the payment to give it back; its refund id is the reference kept. */
async function refundThroughProcessor(
  db: TDb,
  reservation: TReservation,
  payments: TPaymentConfig,
): Promise<string> {
  const [site] = await db
    .select({ id: websites.id, slug: websites.slug, paymentProvider: websites.paymentProvider })
    .from(websites)
    .where(eq(websites.id, reservation.websiteId));
  const secrets = site ? await payments.secretsOf(db, site) : {};
  const provider =
    site && webhookProviderFor(site, reservation.processor as TProcessorName, secrets, payments);
  if (!provider?.refundPayment || !reservation.paymentIntentId) {
    throw new DashboardError('refund_unavailable');
  }
  const { refundId } = await provider.refundPayment({
    reservationId: reservation.id,
    paymentIntent: reservation.paymentIntentId,
    amountCents: reservation.amountCents,
  });
  return refundId;
}

import { and, eq, or } from 'drizzle-orm';
import { reservationTransition, type TReservationStatus } from '@/domain/checkout/reservation-transition';
import type { TDb } from '@/server/db/client';
import { paymentEvents, reservations } from '@/server/db/schema';
import type { TSite } from '@/server/websites/site.types';
import { recordPaidReservation } from './record-paid-reservation';
import { WebhookRejected, type TProcessorEvent, type TProcessorName } from './types';

export type TAppliedEvent = {
  outcome: 'applied' | 'unchanged' | 'duplicate' | 'unknown_payment';
  status?: TReservationStatus;
  /** The car this event reserved (its cached pages are stale); none for a model deposit. */
  reservedCarId?: number;
  /** The client whose payment failed (counted against its hourly allowance). */
  failedClient?: string | null;
};

/**
 * Applies a verified processor event once: its id is recorded in payment_events in the same transaction
 * as the change it makes, so a redelivery is dropped. The hold is locked while its next state is worked
 * out (reservationTransition: out-of-order events tolerated). A success whose amount or currency is not the
 * hold's is refused (WebhookRejected) and nothing is recorded.
 */
export async function applyPaymentEvent(
  db: TDb,
  site: TSite,
  processor: TProcessorName,
  event: TProcessorEvent,
  now: Date = new Date(),
): Promise<TAppliedEvent> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: `${processor}:${event.id}`, processor, type: event.type, payload: event.payload })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return { outcome: 'duplicate' };
    const match = [
      event.reservationId && /^[0-9a-f-]{36}$/i.test(event.reservationId)
        ? eq(reservations.id, event.reservationId)
        : undefined,
      event.paymentIntent ? eq(reservations.paymentIntentId, event.paymentIntent) : undefined,
    ].filter((c) => c !== undefined);
    if (match.length === 0) return { outcome: 'unknown_payment' };
    const [reservation] = await tx
      .select()
      .from(reservations)
      .where(and(eq(reservations.websiteId, site.id), eq(reservations.processor, processor), or(...match)))
      .limit(1)
      .for('update');
    if (!reservation) return { outcome: 'unknown_payment' };
    const id = reservation.id;
    await tx.update(paymentEvents).set({ reservationId: id }).where(eq(paymentEvents.id, fresh.id));
    if (!event.kind) return { outcome: 'unchanged', status: reservation.status };
    if (
      event.kind === 'succeeded' &&
      (event.amountCents !== reservation.amountCents || event.currency !== reservation.currency)
    ) {
      throw new WebhookRejected(
        `The amount paid (${event.amountCents} ${event.currency}) is not the hold's (${reservation.amountCents} ${reservation.currency}).`,
      );
    }
    const change = reservationTransition(reservation.status, event.kind);
    if (!change) return { outcome: 'unchanged', status: reservation.status };
    const [updated] = await tx
      .update(reservations)
      .set({
        status: change.status,
        refundDue: change.refundDue,
        updatedAt: now,
        ...(change.status === 'paid' && { paidAt: now }),
      })
      .where(eq(reservations.id, id))
      .returning();
    const reserves = change.status === 'paid' && !change.refundDue;
    if (reserves) await recordPaidReservation(tx as unknown as TDb, site, updated!, now);
    return {
      outcome: 'applied',
      status: change.status,
      reservedCarId: reserves ? (updated!.carId ?? undefined) : undefined,
      failedClient: change.status === 'failed' ? updated!.clientIp : undefined,
    };
  });
}

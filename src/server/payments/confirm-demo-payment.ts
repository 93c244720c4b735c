import { and, eq, inArray } from 'drizzle-orm';
import { demoCardOutcome, isCardExpiryValid } from '@/domain/checkout/demo-card';
import { reservationTransition } from '@/domain/checkout/reservation-transition';
import type { TDb } from '@/server/db/client';
import { paymentWebhookOutbox, reservations } from '@/server/db/schema';
import { RouteError } from '@/server/http/route-error';
import { demoEventBody } from './demo-event-body';
import { failedPaymentWait, recordFailedPayment } from './failed-payment-limit';
import { findBuyerReservation } from './find-buyer-reservation';

export type TDemoConfirm = {
  reference: string;
  holdSecret: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  authenticated?: boolean;
};

export type TDemoConfirmResult =
  { status: 'processing' | 'paid' } | { status: 'requires_action'; nextAction: 'authenticate' };

export const DECLINED_MESSAGE = 'Your card was declined. Nothing was charged.';

/**
 * The demo processor's card step (POST /api/payments/demo/confirm), with Stripe's test cards. A success
 * queues the signed `payment_intent.succeeded` event in the same transaction that marks the hold held;
 * the worker delivers it to the webhook route, which alone marks the hold paid. A repeat (double click)
 * queues nothing new. A decline releases the hold and counts against the client.
 */
export async function confirmDemoPayment(
  db: TDb,
  siteId: number,
  input: TDemoConfirm,
  context: { client: string; serverSecret: () => string; now?: Date },
): Promise<TDemoConfirmResult> {
  const now = context.now ?? new Date();
  const { reservation } = await findBuyerReservation(
    db,
    siteId,
    input.reference,
    input.holdSecret,
    context.serverSecret,
  );
  if (reservation.processor !== 'demo')
    throw new RouteError(409, 'This hold is not paid with the demo processor.', 'reference');
  if (reservation.status === 'paid') return { status: 'paid' };
  if (reservation.status !== 'pending' && reservation.status !== 'held') {
    throw new RouteError(409, 'This hold has ended: start again to reserve the car.', 'reference');
  }
  const wait = await failedPaymentWait(context.client);
  if (wait !== null) {
    throw new RouteError(429, 'Too many declined payments: please try again later.', null, {
      'Retry-After': String(wait),
    });
  }
  const buyer = reservation.customer as { name?: string };
  if (!buyer.name) throw new RouteError(422, "Enter the buyer's details before paying.", 'buyer');
  if (!isCardExpiryValid(input.expiry, now))
    throw new RouteError(400, 'expiry: The card has expired or the date is not MM/YY.', 'expiry');
  const outcome = demoCardOutcome(input.cardNumber);
  if (!outcome) {
    throw new RouteError(
      400,
      'cardNumber: Demo payments take the test cards only, e.g. 4242 4242 4242 4242.',
      'cardNumber',
    );
  }
  if (outcome === 'declined') {
    await moveHold(
      db,
      reservation,
      'payment_failed',
      demoEventBody(reservation, 'payment_intent.payment_failed', now),
      now,
    );
    await recordFailedPayment(context.client);
    throw new RouteError(402, DECLINED_MESSAGE, 'cardNumber');
  }
  if (outcome === 'requires_action' && !input.authenticated) {
    await moveHold(db, reservation, 'processing', null, now);
    return { status: 'requires_action', nextAction: 'authenticate' };
  }
  await moveHold(
    db,
    reservation,
    'processing',
    demoEventBody(reservation, 'payment_intent.succeeded', now),
    now,
  );
  return { status: 'processing' };
}

/** Moves an active hold on and queues the demo processor's event about it, in one transaction. */
async function moveHold(
  db: TDb,
  reservation: typeof reservations.$inferSelect,
  event: 'processing' | 'payment_failed',
  queued: { id: string; body: string } | null,
  now: Date,
): Promise<void> {
  const change = reservationTransition(reservation.status, event);
  await db.transaction(async (tx) => {
    if (change) {
      await tx
        .update(reservations)
        .set({ status: change.status, updatedAt: now })
        .where(and(eq(reservations.id, reservation.id), inArray(reservations.status, ['pending', 'held'])));
    }
    if (queued) {
      await tx
        .insert(paymentWebhookOutbox)
        .values({
          websiteId: reservation.websiteId,
          eventId: queued.id,
          body: queued.body,
          nextAttemptAt: now,
        })
        .onConflictDoNothing();
    }
  });
}

import type { reservations } from '@/server/db/schema';
import { demoPaymentIntentId } from './demo-provider';

type TReservation = typeof reservations.$inferSelect;

/** The demo processor's event about a hold, shaped as Stripe's payment_intent events are. */
export function demoEventBody(
  reservation: TReservation,
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.processing',
  now: Date,
): { id: string; body: string } {
  const id = `evt_demo_${type.split('.')[1]}_${reservation.id.replace(/-/g, '')}`;
  const succeeded = type === 'payment_intent.succeeded';
  const body = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    data: {
      object: {
        id: reservation.paymentIntentId ?? demoPaymentIntentId(reservation.id),
        object: 'payment_intent',
        amount: reservation.amountCents,
        amount_received: succeeded ? reservation.amountCents : 0,
        currency: reservation.currency.toLowerCase(),
        status: succeeded
          ? 'succeeded'
          : type === 'payment_intent.processing'
            ? 'processing'
            : 'requires_payment_method',
        metadata: { reservation_id: reservation.id, reference: reservation.reference },
      },
    },
  });
  return { id, body };
}

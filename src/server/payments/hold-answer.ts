import type { reservations } from '@/server/db/schema';
import type { TProcessorName, TStartedPayment } from './types';

type TReservation = typeof reservations.$inferSelect;

/** The answer of POST …/payment_intent (docs/checkout.md): what the checkout page needs to take the payment. */
export function holdAnswer(
  reservation: TReservation,
  started: TStartedPayment,
  processor: { name: TProcessorName; publishableKey: string | null },
  holdSecret: string,
) {
  return {
    reference: reservation.reference,
    holdSecret,
    expiresAt: reservation.expiresAt.toISOString(),
    status: reservation.status,
    kind: reservation.kind,
    amountCents: reservation.amountCents,
    currency: reservation.currency,
    processor: processor.name,
    publishableKey: processor.publishableKey,
    clientSecret: started.clientSecret,
    paymentIntent: started.paymentIntent,
    redirectUrl: started.redirectUrl,
  };
}

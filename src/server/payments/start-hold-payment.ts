import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { RouteError } from '@/server/http/route-error';
import type { TSite } from '@/server/websites/site.types';
import { holdAnswer } from './hold-answer';
import { holdSecretOf } from './hold-secret';
import type { TPaymentConfig } from './payment-provider-for';
import type { TPaymentProvider } from './types';
import { logger } from '@/server/log/logger';

type TReservation = typeof reservations.$inferSelect;

export type THoldPayment = {
  /** What the buyer's statement and the processor's dashboard say the money is for. */
  description: string;
  /** Where a hosted payment page sends the buyer back to, on the site's origin (`?reference=` appended). */
  returnPath: string;
  /** The site's origin the checkout runs on (checked by the route): return and notify URLs hang off it. */
  origin: string;
};

/**
 * Starts the processor's payment of a hold just placed (or found again under its Idempotency-Key) and answers
 * call 1. A repeat starts the same payment again, which every processor answers idempotently (Stripe by the
 * hold's idempotency key). A payment that cannot be started releases the hold (502, nothing charged).
 */
export async function startHoldPayment(
  db: TDb,
  site: Pick<TSite, 'slug'>,
  hold: { reservation: TReservation; created: boolean },
  provider: TPaymentProvider,
  payment: THoldPayment,
  config: Pick<TPaymentConfig, 'serverSecret'>,
) {
  const { reservation, created } = hold;
  if (!created && reservation.status !== 'pending' && reservation.status !== 'held') {
    throw new RouteError(409, 'This checkout has ended: start again to reserve the car.', 'Idempotency-Key');
  }
  const join = payment.returnPath.includes('?') ? '&' : '?';
  let started;
  try {
    started = await provider.startPayment({
      id: reservation.id,
      reference: reservation.reference!,
      amountCents: reservation.amountCents,
      currency: reservation.currency,
      description: payment.description,
      returnUrl: `${payment.origin}${payment.returnPath}${join}reference=${reservation.reference}`,
      notifyUrl: `${payment.origin}/api/payments/webhooks/${provider.name}/${site.slug}`,
    });
  } catch (error) {
    logger.error({ holdId: reservation.id, err: error }, 'payment could not be started');
    await db
      .update(reservations)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(eq(reservations.id, reservation.id));
    throw new RouteError(502, 'The payment could not be started. Nothing was charged: please try again.');
  }
  if (reservation.paymentIntentId !== started.paymentIntent) {
    await db
      .update(reservations)
      .set({ paymentIntentId: started.paymentIntent, updatedAt: new Date() })
      .where(eq(reservations.id, reservation.id));
  }
  const answer = holdAnswer(
    reservation,
    started,
    provider,
    holdSecretOf(reservation.id, config.serverSecret()),
  );
  return { created, answer };
}

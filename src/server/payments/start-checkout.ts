import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { RouteError } from '@/server/http/route-error';
import type { TSite } from '@/server/websites/site.types';
import { checkoutSettingsOf } from './checkout-settings';
import { holdAnswer } from './hold-answer';
import { holdSecretOf } from './hold-secret';
import { paymentProviderFor, processorOfCar, type TPaymentConfig } from './payment-provider-for';
import { findCarToHold, placeHold, type THoldRequest } from './place-hold';

export type TStartCheckout = Omit<THoldRequest, 'processor'> & {
  /** The site's origin the checkout page runs on (checked by the route): return and notify URLs hang off it. */
  origin: string;
};

/**
 * POST …/payment_intent: places the hold, then starts the payment with the car's processor (the demo
 * one when the site has no keys for it). A repeat under the same Idempotency-Key starts the same payment
 * again, which every processor answers idempotently (Stripe by the hold's idempotency key).
 */
export async function startCheckout(db: TDb, site: TSite, input: TStartCheckout, config: TPaymentConfig) {
  const car = await findCarToHold(db, site, input.dealershipId, input.carId);
  const processor = processorOfCar(site, car);
  if (!processor) throw new RouteError(422, 'This car cannot be reserved online.', 'car_id');
  const settings = checkoutSettingsOf(site);
  const secrets = await config.secretsOf(db, site);
  const provider = paymentProviderFor(site, processor.type, processor.publicKey, settings, secrets, config);
  const { reservation, created } = await placeHold(db, site, car, { ...input, processor: provider.name });
  if (!created && reservation.status !== 'pending' && reservation.status !== 'held') {
    throw new RouteError(409, 'This checkout has ended: start again to reserve the car.', 'Idempotency-Key');
  }
  const checkoutPath = `/cars/${encodeURIComponent(car.slug)}/${site.checkoutPath}`;
  let started;
  try {
    started = await provider.startPayment({
      id: reservation.id,
      reference: reservation.reference!,
      amountCents: reservation.amountCents,
      currency: reservation.currency,
      description: `${site.name}: ${reservation.kind === 'buy' ? 'purchase' : 'deposit'} for ${car.name} (${car.stocknum})`,
      returnUrl: `${input.origin}${checkoutPath}/confirmation?reference=${reservation.reference}`,
      notifyUrl: `${input.origin}/api/payments/webhooks/${provider.name}/${site.slug}`,
    });
  } catch (error) {
    console.error(
      `Payment could not be started for hold ${reservation.id}`,
      error instanceof Error ? error.message : error,
    );
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

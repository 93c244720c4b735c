import type { TDb } from '@/server/db/client';
import { RouteError } from '@/server/http/route-error';
import type { TSite } from '@/server/websites/site.types';
import { checkoutSettingsOf } from './checkout-settings';
import { paymentProviderFor, processorOfCar, type TPaymentConfig } from './payment-provider-for';
import { findCarToHold, placeHold, type THoldRequest } from './place-hold';
import { startHoldPayment } from './start-hold-payment';

export type TStartCheckout = Omit<THoldRequest, 'processor'> & {
  /** The site's origin the checkout page runs on (checked by the route): return and notify URLs hang off it. */
  origin: string;
};

/**
 * POST …/payment_intent?car_id=…: places the hold, then starts the payment with the car's processor (the
 * demo one when the site has no keys for it).
 */
export async function startCheckout(db: TDb, site: TSite, input: TStartCheckout, config: TPaymentConfig) {
  const car = await findCarToHold(db, site, input.dealershipId, input.carId);
  const processor = processorOfCar(site, car);
  if (!processor) throw new RouteError(422, 'This car cannot be reserved online.', 'car_id');
  const settings = checkoutSettingsOf(site);
  const secrets = await config.secretsOf(db, site);
  const provider = paymentProviderFor(site, processor.type, processor.publicKey, settings, secrets, config);
  const hold = await placeHold(db, site, car, { ...input, processor: provider.name });
  const kind = hold.reservation.kind === 'buy' ? 'purchase' : 'deposit';
  return startHoldPayment(
    db,
    site,
    hold,
    provider,
    {
      description: `${site.name}: ${kind} for ${car.name} (${car.stocknum})`,
      returnPath: `/cars/${encodeURIComponent(car.slug)}/${site.checkoutPath}/confirmation`,
      origin: input.origin,
    },
    config,
  );
}

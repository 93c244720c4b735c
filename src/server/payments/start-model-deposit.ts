import type { TDb } from '@/server/db/client';
import { RouteError } from '@/server/http/route-error';
import type { TSite } from '@/server/websites/site.types';
import { checkoutSettingsOf } from './checkout-settings';
import { paymentProviderFor, processorOfSite, type TPaymentConfig } from './payment-provider-for';
import { findModelToHold, placeModelDeposit, type TModelDepositRequest } from './place-model-deposit';
import { startHoldPayment } from './start-hold-payment';

export type TStartModelDeposit = Omit<TModelDepositRequest, 'processor'> & { origin: string };

/**
 * POST …/payment_intent?model_id=…: takes a deposit on a catalogue model (ADR 0020) through the site's own
 * processor (the demo one when the site has no keys for it). A hosted payment page brings the buyer back to
 * /success?category=Reserve Car&reference=… (spec 2: extra pairs allowed).
 */
export async function startModelDeposit(
  db: TDb,
  site: TSite,
  input: TStartModelDeposit,
  config: TPaymentConfig,
) {
  const model = await findModelToHold(db, site, input.dealershipId, input.modelId);
  const processor = processorOfSite(site);
  if (!processor) throw new RouteError(422, 'This site takes no card payments.', 'model_id');
  const settings = checkoutSettingsOf(site);
  const secrets = await config.secretsOf(db, site);
  const provider = paymentProviderFor(site, processor.type, processor.publicKey, settings, secrets, config);
  const hold = await placeModelDeposit(db, site, model, { ...input, processor: provider.name });
  return startHoldPayment(
    db,
    site,
    hold,
    provider,
    {
      description: `${site.name}: deposit on the ${model.manufacturerName.trim()} ${model.name}`,
      returnPath: `/success?category=${encodeURIComponent('Reserve Car')}`,
      origin: input.origin,
    },
    config,
  );
}

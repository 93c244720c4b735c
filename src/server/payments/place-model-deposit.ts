import { and, eq } from 'drizzle-orm';
import { holdExpiresAt } from '@/domain/checkout/hold-expiry';
import { dealershipSellsMake, isModelDepositOffered } from '@/domain/checkout/model-deposit';
import type { TDb } from '@/server/db/client';
import { catalogueModels, dealerships, reservations } from '@/server/db/schema';
import { RouteError } from '@/server/http/route-error';
import type { TSite } from '@/server/websites/site.types';
import type { TBuyer } from './buyer.schema';
import { checkoutSettingsOf } from './checkout-settings';
import { findHoldByKey } from './place-hold';
import { refuseHoldAbuse } from './refuse-hold-abuse';
import { newReservationReference } from './reservation-reference';
import type { TProcessorName } from './types';
import { siteDealershipOr404 } from './site-dealership-or-404';

export type TModelDepositRequest = {
  dealershipId: number;
  modelId: number;
  kind?: 'reserve' | 'buy';
  /** The client's Idempotency-Key: the same key answers the same deposit. */
  idempotencyKey?: string;
  /** The rate-limit key of the caller (clientId). */
  client: string;
  buyer?: TBuyer;
  processor: TProcessorName;
  now?: Date;
};

export type TModelToHold = { id: number; name: string; slug: string; manufacturerName: string };

type TDepositSite = Pick<TSite, 'id' | 'dealershipIds' | 'featureFlags' | 'currency' | 'paymentProvider'>;

/**
 * The site's catalogue model, paid to one of the site's dealerships that sells its make; 404 for another
 * site's model or dealership, 422 for a dealership of another make, 422 when the site takes no model deposits.
 */
export async function findModelToHold(
  db: TDb,
  site: TDepositSite,
  dealershipId: number,
  modelId: number,
): Promise<TModelToHold> {
  siteDealershipOr404(site, dealershipId);
  const [model] = await db
    .select({
      id: catalogueModels.id,
      name: catalogueModels.name,
      slug: catalogueModels.slug,
      manufacturerName: catalogueModels.manufacturerName,
    })
    .from(catalogueModels)
    .where(and(eq(catalogueModels.id, modelId), eq(catalogueModels.websiteId, site.id)))
    .limit(1);
  if (!model) throw new RouteError(404, 'No such model on this site.', 'model_id');
  const settings = checkoutSettingsOf(site);
  const offered = isModelDepositOffered({
    checkoutEnabled: site.featureFlags.checkoutEnabled,
    modelDeposits: settings.modelDeposits,
    paymentProvider: site.paymentProvider,
  });
  if (!offered) {
    throw new RouteError(
      422,
      'This site does not take deposits on models online: enquire about this model instead.',
      'model_id',
    );
  }
  const [dealership] = await db
    .select({ manufacturers: dealerships.manufacturers })
    .from(dealerships)
    .where(eq(dealerships.id, dealershipId));
  if (!dealershipSellsMake(dealership?.manufacturers ?? [], model.manufacturerName)) {
    throw new RouteError(422, `This dealership does not sell ${model.manufacturerName.trim()}.`, 'model_id');
  }
  return { ...model, name: model.name.trim() };
}

/**
 * Takes a deposit on a catalogue model (ADR 0020): the site's deposit in its currency, an expiry to pay by, a
 * reference. No car is held, so buyers never race for it; a retry under the same Idempotency-Key gets the same
 * deposit back (`created: false`), and the caller's holds count against its allowance as a car's do.
 */
export async function placeModelDeposit(
  db: TDb,
  site: TDepositSite,
  model: TModelToHold,
  request: TModelDepositRequest,
) {
  const now = request.now ?? new Date();
  const key = request.idempotencyKey ? `${site.id}:${request.idempotencyKey}` : null;
  const repeat = key ? await findHoldByKey(db, key) : undefined;
  if (repeat) {
    if (repeat.modelId !== model.id) {
      throw new RouteError(422, 'This Idempotency-Key was used for another payment.', 'Idempotency-Key');
    }
    return { reservation: repeat, created: false };
  }
  if (request.kind === 'buy') {
    throw new RouteError(422, 'A model takes a deposit only: it has no price to buy it at.', 'kind');
  }
  await refuseHoldAbuse(db, request.client, now);
  const settings = checkoutSettingsOf(site);
  const [row] = await db
    .insert(reservations)
    .values({
      websiteId: site.id,
      modelId: model.id,
      dealershipId: request.dealershipId,
      kind: 'reserve',
      processor: request.processor,
      status: 'pending',
      amountCents: settings.depositCents,
      currency: site.currency,
      idempotencyKey: key ?? `${site.id}:auto:${crypto.randomUUID()}`,
      reference: newReservationReference(),
      customer: request.buyer ?? {},
      clientIp: request.client,
      expiresAt: holdExpiresAt(now, settings.holdMinutes),
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { reservation: row, created: true };
  // Two requests with one key raced: the first one's deposit stands.
  const raced = key ? await findHoldByKey(db, key) : undefined;
  if (raced?.modelId === model.id) return { reservation: raced, created: false };
  throw new RouteError(
    409,
    'This payment was just started in another request: try again.',
    'Idempotency-Key',
  );
}

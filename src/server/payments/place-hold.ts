import { and, eq, inArray, lte } from 'drizzle-orm';
import { checkoutAmountCents } from '@/domain/checkout/checkout-amount';
import { checkoutKinds, type TCheckoutKind } from '@/domain/checkout/checkout-kinds';
import { holdExpiresAt } from '@/domain/checkout/hold-expiry';
import { isCheckoutButtonShown } from '@/domain/cars/is-checkout-button-shown';
import type { TDb } from '@/server/db/client';
import { cars, reservations } from '@/server/db/schema';
import { RouteError } from '@/server/http/route-error';
import type { TSite } from '@/server/websites/site.types';
import type { TBuyer } from './buyer.schema';
import { checkoutSettingsOf } from './checkout-settings';
import { refuseHoldAbuse } from './refuse-hold-abuse';
import { newReservationReference } from './reservation-reference';
import type { TProcessorName } from './types';
import { siteDealershipOr404 } from './site-dealership-or-404';

export const CAR_TAKEN_MESSAGE = 'This car has just been reserved by someone else';

export type THoldRequest = {
  dealershipId: number;
  carId: number;
  kind?: TCheckoutKind;
  /** The client's Idempotency-Key: the same key answers the same hold. */
  idempotencyKey?: string;
  /** The rate-limit key of the caller (clientId). */
  client: string;
  buyer?: TBuyer;
  /** The processor the payment goes through (paymentProviderFor). */
  processor: TProcessorName;
  now?: Date;
};

type TReservation = typeof reservations.$inferSelect;
export type TCarToHold = typeof cars.$inferSelect;

const ACTIVE = ['pending', 'held'] as const;

/** The site's car of that dealership, or 404 (another site's car or dealership is never reachable). */
export async function findCarToHold(
  db: TDb,
  site: Pick<TSite, 'dealershipIds'>,
  dealershipId: number,
  carId: number,
): Promise<TCarToHold> {
  siteDealershipOr404(site, dealershipId);
  const [car] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.id, carId), eq(cars.dealershipId, dealershipId), eq(cars.showOnDealerWebsite, true)))
    .limit(1);
  if (!car) throw new RouteError(404, 'No such car at this dealership.', 'car_id');
  return car;
}

/**
 * Places a hold on a car for the caller: the amount from the car and the site's settings, an expiry, a
 * reference. The partial unique index decides between buyers racing for one car (the loser gets 409); a
 * retry under the same Idempotency-Key gets the same hold back (`created: false`). Holds past their
 * expiry are released first, so a lapsed hold never blocks the next buyer.
 */
export async function placeHold(
  db: TDb,
  site: Pick<TSite, 'id' | 'dealershipIds' | 'featureFlags' | 'currency' | 'paymentProvider'>,
  car: TCarToHold,
  request: THoldRequest,
): Promise<{ reservation: TReservation; created: boolean }> {
  const now = request.now ?? new Date();
  const key = request.idempotencyKey ? `${site.id}:${request.idempotencyKey}` : null;
  if (key) {
    const repeat = await findHoldByKey(db, key);
    if (repeat) {
      if (repeat.carId !== car.id) {
        throw new RouteError(422, 'This Idempotency-Key was used for another car.', 'Idempotency-Key');
      }
      return { reservation: repeat, created: false };
    }
  }
  if (car.sold) throw new RouteError(409, 'This car has been sold.', 'car_id');
  if (car.reserved) throw new RouteError(409, CAR_TAKEN_MESSAGE, 'car_id');
  if (!isCheckoutButtonShown(car, site.featureFlags)) {
    throw new RouteError(422, 'This car cannot be reserved online.', 'car_id');
  }
  const settings = checkoutSettingsOf(site);
  const kinds = checkoutKinds(settings.kind);
  const kind = request.kind ?? kinds[0]!;
  if (!kinds.includes(kind)) throw new RouteError(422, `This site does not offer "${kind}" online.`, 'kind');
  await refuseHoldAbuse(db, request.client, now);

  const values = {
    websiteId: site.id,
    carId: car.id,
    dealershipId: car.dealershipId,
    kind,
    processor: request.processor,
    status: 'pending' as const,
    amountCents: checkoutAmountCents(kind, car.price!, settings.depositCents),
    currency: site.currency,
    idempotencyKey: key ?? `${site.id}:auto:${crypto.randomUUID()}`,
    reference: newReservationReference(),
    customer: request.buyer ?? {},
    clientIp: request.client,
    expiresAt: holdExpiresAt(now, settings.holdMinutes),
  };
  const inserted = await db.transaction(async (tx) => {
    // Holds that ran out no longer count, whether or not the worker has marked them yet.
    await tx
      .update(reservations)
      .set({ status: 'expired', updatedAt: now })
      .where(
        and(
          eq(reservations.carId, car.id),
          inArray(reservations.status, [...ACTIVE]),
          lte(reservations.expiresAt, now),
        ),
      );
    // Waits for a payment being recorded on this car (it locks the row), then sees it reserved.
    const [fresh] = await tx
      .select({ reserved: cars.reserved, sold: cars.sold })
      .from(cars)
      .where(eq(cars.id, car.id))
      .for('share');
    if (fresh?.reserved || fresh?.sold) return null;
    // A car paid for online stays sold to that buyer even if a stock feed that has not heard of it yet
    // clears its reserved flag.
    const [paid] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(
          eq(reservations.carId, car.id),
          eq(reservations.status, 'paid'),
          eq(reservations.refundDue, false),
        ),
      )
      .limit(1);
    if (paid) return null;
    const [row] = await tx.insert(reservations).values(values).onConflictDoNothing().returning();
    return row ?? null;
  });
  if (inserted) return { reservation: inserted, created: true };
  if (key) {
    // Two requests with one key raced: the first one's hold stands.
    const repeat = await findHoldByKey(db, key);
    if (repeat) return { reservation: repeat, created: false };
  }
  throw new RouteError(409, CAR_TAKEN_MESSAGE, 'car_id');
}

/** The hold placed under a site-prefixed Idempotency-Key, if any. */
export async function findHoldByKey(db: TDb, key: string): Promise<TReservation | undefined> {
  const [found] = await db.select().from(reservations).where(eq(reservations.idempotencyKey, key)).limit(1);
  return found;
}

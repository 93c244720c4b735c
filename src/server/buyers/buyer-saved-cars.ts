import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { buyerSavedCars, cars } from '@/server/db/schema';

/** A saved car as the browser's favourites store keeps it (id, slug, name). */
export type TSavedCar = { id: number; slug: string; name: string };

type TSiteStock = { dealershipIds: number[] };

/** The account's saved cars still listed by the site, oldest saved first (the order the device keeps). */
export async function listBuyerSavedCars(db: TDb, accountId: string): Promise<TSavedCar[]> {
  return db
    .select({ id: cars.id, slug: cars.slug, name: cars.name })
    .from(buyerSavedCars)
    .innerJoin(cars, eq(cars.id, buyerSavedCars.carId))
    .where(eq(buyerSavedCars.accountId, accountId))
    .orderBy(asc(buyerSavedCars.savedAt), asc(cars.id));
}

/**
 * Adds cars to the account (a device's favourites merged at sign-in, or one car saved): only cars of the site's
 * dealerships are taken; a car already saved stays as it was. Answers the ids that were new to the account.
 */
export async function saveBuyerCars(
  db: TDb,
  site: TSiteStock,
  accountId: string,
  carIds: readonly number[],
  now = new Date(),
): Promise<number[]> {
  const ids = [...new Set(carIds)];
  if (ids.length === 0 || site.dealershipIds.length === 0) return [];
  const ours = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(inArray(cars.id, ids), inArray(cars.dealershipId, site.dealershipIds)));
  if (ours.length === 0) return [];
  // Saved in the device's order, a millisecond apart, so the account lists them as the device did.
  const order = new Map(ids.map((id, index) => [id, index]));
  const inserted = await db
    .insert(buyerSavedCars)
    .values(
      ours.map((car) => ({
        accountId,
        carId: car.id,
        savedAt: new Date(now.getTime() + order.get(car.id)!),
      })),
    )
    .onConflictDoNothing()
    .returning({ carId: buyerSavedCars.carId });
  return inserted.map((row) => row.carId);
}

/** Removes a car from the account. */
export async function unsaveBuyerCar(db: TDb, accountId: string, carId: number): Promise<void> {
  await db
    .delete(buyerSavedCars)
    .where(and(eq(buyerSavedCars.accountId, accountId), eq(buyerSavedCars.carId, carId)));
}

import { and, desc, sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { cars } from '@/server/db/schema';
import { carListingColumns, carsOnShow, toCarListing, type TCarListing } from './car-listing';

/** The tag that marks a car as a special offer (spec: tags include Test Drive Only, Special, Pre-order). */
export const SPECIAL_OFFER_TAG = 'Special';

/**
 * The given dealerships' cars tagged Special (any case, surrounding spaces ignored) that a buyer can see:
 * in stock, unsold, shown on the dealer website; newest first.
 */
export async function findSpecialOfferCars(
  db: TDb,
  dealershipIds: number[],
  limit: number,
): Promise<TCarListing[]> {
  if (dealershipIds.length === 0) return [];
  const rows = await db
    .select(carListingColumns)
    .from(cars)
    .where(and(carsOnShow(dealershipIds), sql`lower(trim(${cars.tag})) = ${SPECIAL_OFFER_TAG.toLowerCase()}`))
    .orderBy(desc(cars.createdAt), desc(cars.id))
    .limit(limit);
  return rows.map(toCarListing);
}

import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TSimilarCarCriteria } from '@/domain/cars/similar-car-criteria';
import type { TDb } from '@/server/db/client';
import { cars } from '@/server/db/schema';
import { carListingColumns, toCarListing, type TCarListing } from './car-listing';

/** Cars like a missing one, and what they are like: null when they are simply the newest. */
export type TSimilarCars = {
  like: { make: string; model: string | null } | null;
  cars: TCarListing[];
};

/** A row as every card reads it (the model was read only to say what the cars are like). */
function listing(row: Parameters<typeof toCarListing>[0] & { model?: string }) {
  delete row.model;
  return toCarListing(row);
}

/**
 * Up to `limit` of the site's cars on show (in stock, unsold, shown on the dealer website) like the
 * criteria: the same make, that model first, then the nearest model year, then the newest. With no make,
 * or none of that make left, the site's newest cars. Only the given dealerships' cars are read.
 */
export async function findSimilarCars(
  db: TDb,
  dealershipIds: number[],
  criteria: TSimilarCarCriteria,
  limit: number,
): Promise<TSimilarCars> {
  if (dealershipIds.length === 0) return { like: null, cars: [] };
  const onShow = and(
    inArray(cars.dealershipId, dealershipIds),
    eq(cars.status, 'in_stock'),
    eq(cars.sold, false),
    eq(cars.showOnDealerWebsite, true),
  );
  const columns = { ...carListingColumns, model: cars.model };
  const newest = [desc(cars.createdAt), desc(cars.id)];
  if (criteria.make !== null) {
    const rows = await db
      .select(columns)
      .from(cars)
      .where(and(onShow, eq(cars.make, criteria.make)))
      .orderBy(
        desc(sql`${cars.model} = ${criteria.model ?? ''}`),
        ...(criteria.year === null ? [] : [sql`abs(${cars.year} - ${criteria.year}::int)`]),
        ...newest,
      )
      .limit(limit);
    if (rows.length > 0) {
      const sameModel = rows.some((row) => row.model === criteria.model);
      return {
        like: { make: criteria.make, model: sameModel ? criteria.model : null },
        cars: rows.map(listing),
      };
    }
  }
  const rows = await db
    .select(columns)
    .from(cars)
    .where(onShow)
    .orderBy(...newest)
    .limit(limit);
  return { like: null, cars: rows.map(listing) };
}

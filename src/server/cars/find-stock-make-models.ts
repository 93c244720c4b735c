import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TMakeModel } from '@/domain/cars/similar-car-criteria';
import type { TDb } from '@/server/db/client';
import { cars } from '@/server/db/schema';

/** Each make and model the site's dealerships have on show: in stock, unsold, shown on the dealer website. */
export async function findStockMakeModels(db: TDb, dealershipIds: number[]): Promise<TMakeModel[]> {
  if (dealershipIds.length === 0) return [];
  return db
    .selectDistinct({ make: cars.make, model: cars.model })
    .from(cars)
    .where(
      and(
        inArray(cars.dealershipId, dealershipIds),
        eq(cars.status, 'in_stock'),
        eq(cars.sold, false),
        eq(cars.showOnDealerWebsite, true),
      ),
    )
    .orderBy(asc(cars.make), asc(cars.model));
}

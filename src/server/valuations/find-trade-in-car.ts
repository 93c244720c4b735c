import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { cars } from '@/server/db/schema';

/** The fields of a car a trade-in is valued towards: its eligibility and where it is sold. */
export type TTradeInCar = Pick<
  typeof cars.$inferSelect,
  'id' | 'status' | 'sold' | 'reserved' | 'price' | 'tag' | 'dealershipId' | 'locationId'
>;

/** A car by id, only among the site's dealerships (another site's car is no car). */
export async function findTradeInCar(
  db: TDb,
  dealershipIds: readonly number[],
  carId: number,
): Promise<TTradeInCar | null> {
  if (dealershipIds.length === 0) return null;
  const [car] = await db
    .select({
      id: cars.id,
      status: cars.status,
      sold: cars.sold,
      reserved: cars.reserved,
      price: cars.price,
      tag: cars.tag,
      dealershipId: cars.dealershipId,
      locationId: cars.locationId,
    })
    .from(cars)
    .where(
      and(
        eq(cars.id, carId),
        inArray(cars.dealershipId, [...dealershipIds]),
        eq(cars.showOnDealerWebsite, true),
      ),
    )
    .limit(1);
  return car ?? null;
}

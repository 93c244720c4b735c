import { and, asc, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { carImages, cars } from '@/server/db/schema';
import { PLACEHOLDER_IMAGE_URL } from '@/server/media/placeholder';

export type TFeedCarRow = Pick<
  typeof cars.$inferSelect,
  | 'id'
  | 'slug'
  | 'name'
  | 'make'
  | 'model'
  | 'badge'
  | 'year'
  | 'km'
  | 'vin'
  | 'body'
  | 'colour'
  | 'transmission'
  | 'fuelType'
  | 'drivetrain'
  | 'carType'
  | 'description'
  | 'createdAt'
  | 'dealershipId'
  | 'locationId'
> & { price: number; photos: string[] };

/**
 * The cars the site's listings feeds carry: in stock, neither sold nor reserved, shown on the dealer website, with a
 * drive-away price (both platforms refuse a listing without one), and their photos in the gallery's order (the
 * placeholder left out). Only the given dealerships' cars: another site's never.
 */
export async function findFeedCars(db: TDb, dealershipIds: number[]): Promise<TFeedCarRow[]> {
  if (dealershipIds.length === 0) return [];
  const rows = await db
    .select({
      id: cars.id,
      slug: cars.slug,
      name: cars.name,
      make: cars.make,
      model: cars.model,
      badge: cars.badge,
      year: cars.year,
      km: cars.km,
      vin: cars.vin,
      body: cars.body,
      colour: cars.colour,
      transmission: cars.transmission,
      fuelType: cars.fuelType,
      drivetrain: cars.drivetrain,
      carType: cars.carType,
      description: cars.description,
      createdAt: cars.createdAt,
      dealershipId: cars.dealershipId,
      locationId: cars.locationId,
      price: cars.price,
    })
    .from(cars)
    .where(
      and(
        inArray(cars.dealershipId, dealershipIds),
        eq(cars.status, 'in_stock'),
        eq(cars.sold, false),
        eq(cars.reserved, false),
        eq(cars.showOnDealerWebsite, true),
        isNotNull(cars.price),
        gt(cars.price, 0),
      ),
    )
    .orderBy(desc(cars.createdAt), desc(cars.id));
  const ids = rows.map((r) => r.id);
  const images =
    ids.length === 0
      ? []
      : await db
          .select({ carId: carImages.carId, url: carImages.url })
          .from(carImages)
          .where(inArray(carImages.carId, ids))
          .orderBy(asc(carImages.carId), asc(carImages.position));
  const photos = new Map<number, string[]>();
  for (const image of images) {
    if (image.url === PLACEHOLDER_IMAGE_URL) continue;
    photos.set(image.carId, [...(photos.get(image.carId) ?? []), image.url]);
  }
  return rows.map((row) => ({ ...row, price: row.price ?? 0, photos: photos.get(row.id) ?? [] }));
}

import { and, asc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import { daysInStock, STOCK_AGE_BANDS, stockAgeBand } from '@/domain/reports/stock-age-band';
import type { TDb } from '@/server/db/client';
import { cars, websiteDealerships } from '@/server/db/schema';
import { stockScope } from '@/server/dashboard/stock/stock-scope';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { PLACEHOLDER_IMAGE_URL } from '@/server/media/placeholder';
import type { TReportScope } from './resolve-report-scope';

export type TStockAgeRow = {
  make: string;
  condition: 'new' | 'used' | 'demo';
  cars: number;
  averageDays: number;
  oldestDays: number;
};
export type TStockAge = {
  total: number;
  byBand: { label: string; count: number }[];
  byMakeAndCondition: TStockAgeRow[];
  withoutPhoto: { id: number; stocknum: string; name: string; days: number }[];
};

// Qualified by hand: drizzle leaves a one-table select's columns unqualified, and here "id" would be the image's.
const photoCount = sql<number>`(select count(*)::int from car_images ci where ci.car_id = "cars"."id" and ci.url <> ${PLACEHOLDER_IMAGE_URL})`;

/**
 * The stock of the report's site (and dealership) today, within what the person may see: cars in stock and not
 * sold (reserved ones included), their days in stock by band and by make and condition, and those with no photo.
 */
export async function loadStockAge(
  db: TDb,
  viewer: TViewer,
  scope: TReportScope,
  now: Date,
): Promise<TStockAge> {
  const ofSite = inArray(
    cars.dealershipId,
    db
      .select({ id: websiteDealerships.dealershipId })
      .from(websiteDealerships)
      .where(eq(websiteDealerships.websiteId, scope.site.id)),
  );
  const where: SQL[] = [stockScope(viewer), ofSite, eq(cars.status, 'in_stock'), not(cars.sold)];
  if (scope.dealershipId !== null) where.push(eq(cars.dealershipId, scope.dealershipId));
  const rows = await db
    .select({
      id: cars.id,
      stocknum: cars.stocknum,
      name: cars.name,
      make: cars.make,
      condition: cars.carType,
      createdAt: cars.createdAt,
      photos: photoCount,
    })
    .from(cars)
    .where(and(...where))
    .orderBy(asc(cars.createdAt), asc(cars.id));
  const bands = new Map<string, number>(STOCK_AGE_BANDS.map((b) => [b, 0]));
  const groups = new Map<string, TStockAgeRow & { sum: number }>();
  const withoutPhoto: TStockAge['withoutPhoto'] = [];
  for (const car of rows) {
    const days = daysInStock(car.createdAt, now);
    const band = stockAgeBand(days);
    bands.set(band, bands.get(band)! + 1);
    const key = `${car.make}\u0000${car.condition}`;
    const group = groups.get(key) ?? {
      make: car.make,
      condition: car.condition,
      cars: 0,
      averageDays: 0,
      oldestDays: 0,
      sum: 0,
    };
    group.cars += 1;
    group.sum += days;
    group.oldestDays = Math.max(group.oldestDays, days);
    groups.set(key, group);
    if (car.photos === 0) withoutPhoto.push({ id: car.id, stocknum: car.stocknum, name: car.name, days });
  }
  return {
    total: rows.length,
    byBand: [...bands].map(([label, count]) => ({ label, count })),
    byMakeAndCondition: [...groups.values()]
      .map(({ sum, ...g }) => ({ ...g, averageDays: Math.round(sum / g.cars) }))
      .sort((a, b) => a.make.localeCompare(b.make) || a.condition.localeCompare(b.condition)),
    withoutPhoto,
  };
}

import { asc, eq } from 'drizzle-orm';
import type { TStockAccess } from '@/domain/dashboard/stock-access';
import type { TDb } from '@/server/db/client';
import { carImages, cars, dealerships } from '@/server/db/schema';
import { DashboardError } from '../dashboard-error';
import type { TViewer } from '../viewer.types';
import { loadStockAccess } from './stock-scope';

export type TScopedCar = {
  car: typeof cars.$inferSelect;
  dealershipName: string;
  images: (typeof carImages.$inferSelect)[];
  access: Exclude<TStockAccess, 'none'>;
  /** The sites showing the car's dealership: the first is the one its audit entries are filed under. */
  websiteIds: number[];
};

/** A car the person may see, with its photos; anything else (or a malformed id) is not found (404). */
export async function findCarInScope(db: TDb, viewer: TViewer, rawId: string | number): Promise<TScopedCar> {
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new DashboardError('not_found');
  const [row] = await db
    .select({ car: cars, dealershipName: dealerships.name })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .where(eq(cars.id, id))
    .limit(1);
  if (!row) throw new DashboardError('not_found');
  const { access, websiteIds } = await loadStockAccess(db, viewer, row.car.dealershipId);
  if (access === 'none') throw new DashboardError('not_found');
  const images = await db
    .select()
    .from(carImages)
    .where(eq(carImages.carId, id))
    .orderBy(asc(carImages.position));
  return { ...row, images, access, websiteIds };
}

/** The same car, for a write: a person who may only look at it is refused. */
export async function findEditableCar(db: TDb, viewer: TViewer, rawId: string | number): Promise<TScopedCar> {
  const scoped = await findCarInScope(db, viewer, rawId);
  if (scoped.access !== 'edit') throw new DashboardError('stock_read_only');
  return scoped;
}

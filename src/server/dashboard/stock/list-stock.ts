import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { carImages, cars, dealerships } from '@/server/db/schema';
import { PLACEHOLDER_IMAGE_URL } from '@/server/media/placeholder';
import type { TViewer } from '../viewer.types';
import { STOCK_PAGE_SIZE, type TStockQuery } from './stock-query.schema';
import { stockScope } from './stock-scope';

export type TStockRow = {
  id: number;
  stocknum: string;
  name: string;
  carType: 'new' | 'used' | 'demo';
  status: 'in_stock' | 'coming_soon';
  price: number | null;
  sold: boolean;
  reserved: boolean;
  showOnDealerWebsite: boolean;
  photos: number;
  createdAt: Date;
  dealershipName: string;
};

const DAY_MS = 86_400_000;
const AGE_DAYS = { under_30: [0, 30], '30_60': [30, 60], '60_90': [60, 90], over_90: [90, null] } as const;

const photoCount = sql<number>`(select count(*)::int from ${carImages} where ${carImages.carId} = ${cars.id} and ${carImages.url} <> ${PLACEHOLDER_IMAGE_URL})`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function conditions(viewer: TViewer, query: TStockQuery, now: Date): SQL[] {
  const where: SQL[] = [stockScope(viewer)];
  if (query.dealership) where.push(eq(cars.dealershipId, query.dealership));
  if (query.condition) where.push(eq(cars.carType, query.condition));
  if (query.make) where.push(ilike(cars.make, escapeLike(query.make)));
  if (query.min_price !== undefined) where.push(gte(cars.price, query.min_price));
  if (query.max_price !== undefined) where.push(sql`${cars.price} <= ${query.max_price}`);
  if (query.photos) where.push(query.photos === 'with' ? sql`${photoCount} > 0` : sql`${photoCount} = 0`);
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(or(ilike(cars.stocknum, like), ilike(cars.name, like), ilike(cars.rego, like)) as SQL);
  }
  const status: Record<NonNullable<TStockQuery['status']>, SQL> = {
    available: sql`${cars.status} = 'in_stock' and not ${cars.sold} and not ${cars.reserved} and ${cars.showOnDealerWebsite}`,
    coming_soon: sql`${cars.status} = 'coming_soon' and not ${cars.sold}`,
    reserved: sql`${cars.reserved} and not ${cars.sold}`,
    sold: sql`${cars.sold}`,
    hidden: sql`not ${cars.showOnDealerWebsite}`,
  };
  if (query.status) where.push(status[query.status]);
  if (query.age) {
    const [from, to] = AGE_DAYS[query.age];
    where.push(lt(cars.createdAt, new Date(now.getTime() - from * DAY_MS)));
    if (to !== null) where.push(gte(cars.createdAt, new Date(now.getTime() - to * DAY_MS)));
  }
  return where;
}

/** One page of the cars a person may see, newest in stock first, with the total for the pager. */
export async function listStock(
  db: TDb,
  viewer: TViewer,
  query: TStockQuery,
  now = new Date(),
): Promise<{ rows: TStockRow[]; total: number }> {
  const where = and(...conditions(viewer, query, now));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: cars.id,
        stocknum: cars.stocknum,
        name: cars.name,
        carType: cars.carType,
        status: cars.status,
        price: cars.price,
        sold: cars.sold,
        reserved: cars.reserved,
        showOnDealerWebsite: cars.showOnDealerWebsite,
        photos: photoCount,
        createdAt: cars.createdAt,
        dealershipName: dealerships.name,
      })
      .from(cars)
      .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
      .where(where)
      .orderBy(desc(cars.createdAt), asc(cars.id))
      .limit(STOCK_PAGE_SIZE)
      .offset((query.page - 1) * STOCK_PAGE_SIZE),
    db.select({ total: count() }).from(cars).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The makes in a person's stock, for the make filter. */
export async function listStockMakes(db: TDb, viewer: TViewer): Promise<string[]> {
  const rows = await db
    .selectDistinct({ make: cars.make })
    .from(cars)
    .where(stockScope(viewer))
    .orderBy(asc(cars.make));
  return rows.map((r) => r.make);
}

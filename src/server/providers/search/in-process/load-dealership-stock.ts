import { and, eq, inArray } from 'drizzle-orm';
import { hasPaymentProcessor } from '@/domain/cars/has-payment-processor';
import type { TDb } from '@/server/db/client';
import { cars, dealerships, searchStockVersions } from '@/server/db/schema';
import type { TStockCar } from './site-stock.types';
import type { TSearchHit } from '../types';
import { toStockCar } from './to-stock-car';

/** The stock version of each dealership (0 for one whose cars were never written since versions began). */
export async function loadStockVersions(
  db: TDb,
  dealershipIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: searchStockVersions.dealershipId, version: searchStockVersions.version })
    .from(searchStockVersions)
    .where(inArray(searchStockVersions.dealershipId, [...dealershipIds]));
  const versions = new Map(dealershipIds.map((id) => [id, 0]));
  for (const row of rows) versions.set(row.id, Number(row.version));
  return versions;
}

/** The searchable cars (in stock, shown on the dealer website) of the dealerships, grouped by dealership. */
export async function loadDealershipStock(
  db: TDb,
  dealershipIds: readonly number[],
): Promise<Map<number, TStockCar[]>> {
  const rows = await db
    .select({
      id: cars.id,
      dealershipId: cars.dealershipId,
      slug: cars.slug,
      name: cars.name,
      make: cars.make,
      model: cars.model,
      year: cars.year,
      stocknum: cars.stocknum,
      badge: cars.badge,
      body: cars.body,
      carType: cars.carType,
      simpleFuel: cars.simpleFuel,
      price: cars.price,
      km: cars.km,
      primaryImageUrl: cars.primaryImageUrl,
      city: cars.city,
      state: cars.state,
      tag: cars.tag,
      reserved: cars.reserved,
      reservable: cars.reservable,
      hasCheckoutPaymentProcessor: cars.hasCheckoutPaymentProcessor,
      paymentProcessors: cars.paymentProcessors,
      sold: cars.sold,
      status: cars.status,
      createdAt: cars.createdAt,
      weeklyRepayment: cars.weeklyRepayment,
      interestRate: cars.interestRate,
      comparisonRate: cars.comparisonRate,
      termMonths: cars.termMonths,
      customRank: cars.customRank,
      dealershipSlug: dealerships.slug,
    })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .where(
      and(
        inArray(cars.dealershipId, [...dealershipIds]),
        eq(cars.status, 'in_stock'),
        eq(cars.showOnDealerWebsite, true),
      ),
    );
  const byDealership = new Map<number, TStockCar[]>(dealershipIds.map((id) => [id, []]));
  // Every hit is built with the same literal shape (not a rest spread, which leaves slow dictionary objects).
  for (const r of rows) {
    const hit: TSearchHit = {
      id: r.id,
      slug: r.slug,
      name: r.name,
      make: r.make,
      model: r.model,
      year: r.year,
      stocknum: r.stocknum,
      carType: r.carType,
      price: r.price,
      km: r.km,
      primaryImageUrl: r.primaryImageUrl,
      city: r.city,
      state: r.state,
      simpleFuel: r.simpleFuel,
      tag: r.tag,
      reserved: r.reserved,
      reservable: r.reservable,
      hasCheckoutPaymentProcessor: hasPaymentProcessor(r),
      sold: r.sold,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      weeklyRepayment: r.weeklyRepayment,
      interestRate: r.interestRate === null ? null : String(r.interestRate),
      comparisonRate: r.comparisonRate === null ? null : String(r.comparisonRate),
      termMonths: r.termMonths,
      dealershipSlug: r.dealershipSlug,
    };
    const car = toStockCar(hit, {
      dealershipId: r.dealershipId,
      badge: r.badge,
      body: r.body,
      customRank: r.customRank,
    });
    byDealership.get(r.dealershipId)?.push(car);
  }
  return byDealership;
}

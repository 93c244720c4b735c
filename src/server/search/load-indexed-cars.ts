import { eq, inArray } from 'drizzle-orm';
import { hasPaymentProcessor } from '@/domain/cars/has-payment-processor';
import type { TDb } from '@/server/db/client';
import { cars, dealerships } from '@/server/db/schema';
import type { TIndexedCar } from '@/server/providers/search/types';

/** The cars as a hosted index holds them, by id, whatever their status (the index's filter leaves out the rest). */
export async function loadIndexedCars(db: TDb, carIds: readonly number[]): Promise<Map<number, TIndexedCar>> {
  if (carIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: cars.id,
      slug: cars.slug,
      name: cars.name,
      make: cars.make,
      model: cars.model,
      year: cars.year,
      stocknum: cars.stocknum,
      carType: cars.carType,
      price: cars.price,
      km: cars.km,
      primaryImageUrl: cars.primaryImageUrl,
      city: cars.city,
      state: cars.state,
      simpleFuel: cars.simpleFuel,
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
      dealershipSlug: dealerships.slug,
      dealershipId: cars.dealershipId,
      showOnDealerWebsite: cars.showOnDealerWebsite,
      customRank: cars.customRank,
      badge: cars.badge,
      body: cars.body,
      label: cars.label,
    })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .where(inArray(cars.id, [...carIds]));
  return new Map(
    rows.map(({ paymentProcessors, ...r }) => [
      r.id,
      {
        ...r,
        hasCheckoutPaymentProcessor: hasPaymentProcessor({ ...r, paymentProcessors }),
        createdAt: r.createdAt.toISOString(),
        interestRate: r.interestRate === null ? null : String(r.interestRate),
        comparisonRate: r.comparisonRate === null ? null : String(r.comparisonRate),
      },
    ]),
  );
}

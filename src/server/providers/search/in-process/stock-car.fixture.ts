import { buildSiteStock } from './build-site-stock';
import type { TSiteStock, TStockCar } from './site-stock.types';
import { toStockCar } from './to-stock-car';
import type { TSearchHit } from '../types';

type TFixtureCar = Partial<TSearchHit> & {
  dealershipId?: number;
  badge?: string | null;
  body?: string | null;
  customRank?: number;
};

/** A searchable car for unit tests: a used 2020 Toyota Corolla unless told otherwise. */
export function stockCar(over: TFixtureCar & { id: number }): TStockCar {
  const { dealershipId = 1, badge = null, body = null, customRank = 0, ...hit } = over;
  const make = hit.make ?? 'Toyota';
  const model = hit.model ?? 'Corolla';
  const year = hit.year ?? 2020;
  return toStockCar(
    {
      slug: `car-${hit.id}`,
      name: `${year} ${make} ${model}`,
      make,
      model,
      year,
      stocknum: `S${hit.id}`,
      carType: 'used',
      price: 20000,
      km: 50000,
      primaryImageUrl: null,
      city: 'Parramatta',
      state: 'NSW',
      simpleFuel: null,
      tag: null,
      reserved: false,
      reservable: null,
      hasCheckoutPaymentProcessor: true,
      sold: false,
      status: 'in_stock',
      createdAt: new Date(Date.UTC(2026, 0, hit.id)).toISOString(),
      weeklyRepayment: null,
      interestRate: null,
      comparisonRate: null,
      termMonths: null,
      dealershipSlug: 'parramatta-toyota',
      ...hit,
    },
    { dealershipId, badge, body, customRank },
  );
}

/** A snapshot of the given cars. */
export function stockOf(...cars: TFixtureCar[]): TSiteStock {
  return buildSiteStock(cars.map((c, i) => stockCar({ id: i + 1, ...c })));
}

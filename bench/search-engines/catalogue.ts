// The synthetic catalogue of the scale-out issue: SITES sites over their dealerships, CARS cars in all, drawn
// from the demo's vehicle specs and price, year and km pickers (demo/stock), seeded so every run and every
// engine sees the same cars.
import { createRandom, type TRandom } from '../../demo/random';
import { pickKm, pickPrice, pickYear } from '../../demo/stock/car-details';
import { FORD, HYUNDAI, JEEP, KIA, MAZDA, NISSAN, TOYOTA } from '../../demo/stock/specs-new-makes';
import { USED_AU } from '../../demo/stock/specs-used';
import type { TVehicleSpec } from '../../demo/stock/vehicle-spec';
import type { TStockCar } from '@/server/providers/search/in-process/site-stock.types';
import { toStockCar } from '@/server/providers/search/in-process/to-stock-car';
import type { TSearchScope } from '@/server/providers/search/types';

const NEW_MAKES = [TOYOTA, KIA, MAZDA, FORD, HYUNDAI, JEEP, NISSAN];
const NOW = Date.UTC(2026, 10, 1);
const NOW_YEAR = 2026;
const DAY_MS = 86_400_000;
// A few sites carry a fixed filter string, as real ones do (search_filters).
const SITE_FILTERS = ['car_type:used', 'NOT car_type:demo', 'price < 150000', 'year:2015 TO 2026'];

export type TBenchSite = { slug: string; scope: TSearchScope };
export type TCatalogue = {
  sites: TBenchSite[];
  /** Every dealership's searchable cars, by dealership id. */
  dealerships: Map<number, TStockCar[]>;
  nextId: number;
};

/** One car of a dealership: a franchise car (new, demo or used of its make) or a used trade-in. */
export function randomCar(
  random: TRandom,
  id: number,
  dealershipId: number,
  franchise: readonly TVehicleSpec[],
): TStockCar {
  const used = random.chance(0.45);
  const spec = used && random.chance(0.5) ? random.pick(USED_AU) : random.pick(franchise);
  const carType = used ? 'used' : random.chance(0.15) ? 'demo' : 'new';
  const badge = random.pick(spec.badges);
  const year = pickYear(carType, spec, NOW_YEAR, random);
  const km = pickKm(carType, spec, year, NOW_YEAR, random);
  const price = random.chance(0.02) ? null : pickPrice(carType, badge, year, km, NOW_YEAR, random);
  const stocknum = `D${dealershipId}-${id}`;
  const name = `${year} ${spec.make} ${spec.model} ${badge.name}`;
  return toStockCar(
    {
      id,
      slug: `${name}-${stocknum}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      name,
      make: spec.make,
      model: spec.model,
      year,
      stocknum,
      carType,
      price,
      km,
      primaryImageUrl: '/media/placeholder.webp',
      city: 'Parramatta',
      state: 'NSW',
      simpleFuel: badge.simpleFuel,
      tag: random.chance(0.03) ? 'Special' : null,
      reserved: random.chance(0.02),
      reservable: true,
      hasCheckoutPaymentProcessor: true,
      sold: false,
      status: 'in_stock',
      createdAt: new Date(NOW - Math.round(random.next() * 180 * DAY_MS)).toISOString(),
      weeklyRepayment: null,
      interestRate: null,
      comparisonRate: null,
      termMonths: null,
      dealershipSlug: `dealer-${dealershipId}`,
    },
    { dealershipId, badge: badge.name, body: spec.body, customRank: random.int(0, 1000) },
  );
}

/**
 * `siteCount` sites: most have one dealership, every fifth a group of three; site sizes range from a tenth to
 * twice the mean (a long tail of small dealers, a few large groups), summing to `carCount`.
 */
export function buildCatalogue(siteCount: number, carCount: number, seed = 45): TCatalogue {
  const random = createRandom(seed);
  const weights = Array.from({ length: siteCount }, () => 0.1 + random.next() ** 2 * 1.9);
  const total = weights.reduce((a, b) => a + b, 0);
  const dealerships = new Map<number, TStockCar[]>();
  const sites: TBenchSite[] = [];
  let id = 1;
  let dealershipId = 1;
  let left = carCount;
  weights.forEach((weight, i) => {
    const cars = i === siteCount - 1 ? left : Math.round((weight / total) * carCount);
    left -= cars;
    const ids = Array.from({ length: i % 5 === 4 ? 3 : 1 }, () => dealershipId++);
    ids.forEach((dealer, k) => {
      const franchise = franchiseOf(dealer);
      const share = Math.floor(cars / ids.length) + (k === 0 ? cars % ids.length : 0);
      dealerships.set(
        dealer,
        Array.from({ length: share }, () => randomCar(random, id++, dealer, franchise)),
      );
    });
    const siteFilters = i % 10 === 9 ? SITE_FILTERS[Math.floor(i / 10) % SITE_FILTERS.length]! : '';
    sites.push({ slug: `site-${i + 1}`, scope: { dealershipIds: ids, siteFilters } });
  });
  return { sites, dealerships, nextId: id };
}

/** A franchise's specs, for cars added during the run. */
export function franchiseOf(dealershipId: number): readonly TVehicleSpec[] {
  return NEW_MAKES[dealershipId % NEW_MAKES.length]!;
}

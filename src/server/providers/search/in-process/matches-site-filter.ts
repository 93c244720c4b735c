import { matchesRefinement, type TRowTest } from './matches-refinement';
import type { TCompareOp, TSiteFilter, TSiteFilterAttribute } from '../site-filters';
import type { TSiteStock, TStockCar } from './site-stock.types';

type TValue = string | number | boolean | null;

// price_range and km_range are read through matchesRefinement (any "from-to" key), not from a car.
const VALUE_OF: Record<
  Exclude<TSiteFilterAttribute, 'price_range' | 'km_range'>,
  (car: TStockCar) => TValue
> = {
  id: (c) => c.hit.id,
  slug: (c) => c.hit.slug,
  name: (c) => c.hit.name,
  make: (c) => c.hit.make,
  model: (c) => c.hit.model,
  badge: (c) => c.badge,
  body: (c) => c.body,
  year: (c) => c.hit.year,
  stocknum: (c) => c.hit.stocknum,
  car_type: (c) => c.hit.carType,
  simple_fuel: (c) => c.hit.simpleFuel,
  price: (c) => c.hit.price,
  km: (c) => c.hit.km,
  city: (c) => c.hit.city,
  state: (c) => c.hit.state,
  tag: (c) => c.hit.tag,
  reserved: (c) => c.hit.reserved,
  sold: (c) => c.hit.sold,
  status: (c) => c.hit.status,
  // The snapshot holds only cars shown on the dealer website.
  show_on_dealer_website: () => true,
  custom_rank: (c) => c.customRank,
  dealership_id: (c) => c.dealershipId,
  dealership_slug: (c) => c.hit.dealershipSlug,
};

const COMPARE: Record<TCompareOp, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '=': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '>=': (a, b) => a >= b,
  '>': (a, b) => a > b,
};

/** Each row's value of an attribute, read once per filter term. */
function column(stock: TSiteStock, attribute: keyof typeof VALUE_OF): TValue[] {
  return stock.cars.map(VALUE_OF[attribute]);
}

/**
 * The test a site's filter puts on each row of the snapshot, as the hosted index reads the same string:
 * `attr:value` compares as text without regard to case (price_range and km_range: any "from-to" key), a
 * range or comparison needs a number (a car without one fails it, and passes its NOT).
 */
export function matchesSiteFilter(stock: TSiteStock, filter: TSiteFilter): TRowTest {
  switch (filter.kind) {
    case 'and': {
      const parts = filter.parts.map((p) => matchesSiteFilter(stock, p));
      return (row) => parts.every((test) => test(row));
    }
    case 'or': {
      const parts = filter.parts.map((p) => matchesSiteFilter(stock, p));
      return (row) => parts.some((test) => test(row));
    }
    case 'not': {
      const part = matchesSiteFilter(stock, filter.part);
      return (row) => !part(row);
    }
    case 'equals': {
      const { attribute } = filter;
      if (attribute === 'price_range' || attribute === 'km_range')
        return matchesRefinement(stock, attribute, [filter.value]);
      const wanted = filter.value.toLowerCase();
      const values = column(stock, attribute);
      return (row) => values[row] !== null && String(values[row]).toLowerCase() === wanted;
    }
    case 'range':
    case 'compare': {
      const { attribute } = filter;
      // The parser allows ranges and comparisons on number attributes only.
      const values = column(stock, attribute as keyof typeof VALUE_OF);
      const inRange =
        filter.kind === 'range'
          ? (v: number) => v >= filter.from && v <= filter.to
          : (v: number) => COMPARE[filter.op](v, filter.value);
      return (row) => typeof values[row] === 'number' && inRange(values[row]);
    }
  }
}

import type { TRandom } from '../random';
import type { TCarInsert, TCarPlan, TSiteSeed } from '../sites/types';

/** The odd states random stock carries, at roughly the rates a real yard shows them. */
function randomState(carType: TCarPlan['carType'], random: TRandom): Partial<TCarInsert> {
  const set: Partial<TCarInsert> = {};
  if (random.chance(carType === 'new' ? 0.04 : 0.01)) set.status = 'coming_soon';
  const roll = random.next();
  if (roll < 0.02) set.sold = true;
  else if (roll < 0.04) set.reserved = true;
  const tagRoll = random.next();
  if (set.status === 'coming_soon' && tagRoll < 0.4) set.tag = 'Pre-order';
  else if (carType !== 'used' && tagRoll < 0.01) set.tag = 'Test Drive Only';
  else if (tagRoll > 0.97) set.tag = 'Special';
  const reservable = random.next();
  if (reservable < 0.03) set.reservable = false;
  else if (reservable < 0.09) set.reservable = null;
  if (random.chance(0.007)) set.showOnDealerWebsite = false;
  if (random.chance(0.015)) set.paymentProcessors = [];
  return set;
}

/** `count` random cars across the site's stock lines. */
export function randomStockPlans(site: TSiteSeed, count: number, random: TRandom): TCarPlan[] {
  return Array.from({ length: count }, () => {
    const line = random.weighted(site.stockLines.map((l) => [l, l.weight] as const));
    const carType = random.weighted(line.carTypes);
    const spec = random.weighted(line.specs.map((s) => [s, s.popularity] as const));
    return {
      dealership: line.dealership,
      spec,
      carType,
      location: line.location,
      set: randomState(carType, random),
    };
  });
}

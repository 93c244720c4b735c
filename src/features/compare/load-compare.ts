import { compareList, type TCompareList } from '@/domain/compare/compare-list';
import { getCarBySlug } from '@/server/cars/get-car-by-slug';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import type { TSite } from '@/server/websites/site.types';
import type { TSiteQuery } from '@/server/websites/site-segment';

export type TLoadedCompare = { list: TCompareList; cars: TCarWithImages[]; missing: string[] };

/**
 * The cars a compare address names, each looked up among this site's dealerships only (a car of another site is
 * missing, as it is a 404 on its own page), through the cached per-car read the car page uses.
 */
export async function loadCompare(site: Pick<TSite, 'id' | 'dealershipIds'>, query: TSiteQuery) {
  const list = compareList(query.cars);
  const found = await Promise.all(list.slugs.map((slug) => getCarBySlug(site.id, site.dealershipIds, slug)));
  const cars = found.filter((car): car is TCarWithImages => car !== null);
  const missing = list.slugs.filter((_, i) => found[i] === null);
  return { list, cars, missing } satisfies TLoadedCompare;
}

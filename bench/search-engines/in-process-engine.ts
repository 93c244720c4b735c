// The in-process engine for the trial: the app's own search over stock (searchOverStock, as
// createInProcessSearchProvider uses it, typo lookup in the database included), on stock held in memory
// instead of loaded from the cars table. What the trial leaves out is the per-search version read (one
// primary-key lookup) and, after a change, the reload of the changed dealership's rows from the database.
import type { TDb } from '@/server/db/client';
import { buildSiteStock } from '@/server/providers/search/in-process/build-site-stock';
import { searchOverStock } from '@/server/providers/search/in-process/in-process-search-provider';
import type { TSiteStock, TStockCar } from '@/server/providers/search/in-process/site-stock.types';
import type { TSearchScope } from '@/server/providers/search/types';

/** The in-process engine over `dealerships`; `change` marks a dealership's snapshot stale, as a version bump does. */
export function createInProcessEngine(db: TDb, dealerships: Map<number, TStockCar[]>) {
  const sites = new Map<string, { stale: boolean; stock: TSiteStock; ids: number[] }>();

  function siteStock(dealershipIds: readonly number[]): TSiteStock {
    const ids = [...new Set(dealershipIds)].sort((a, b) => a - b);
    const key = ids.join(',');
    const cached = sites.get(key);
    if (cached && !cached.stale) return cached.stock;
    const stock = buildSiteStock(ids.flatMap((id) => dealerships.get(id) ?? []));
    sites.set(key, { stale: false, stock, ids });
    return stock;
  }

  const provider = searchOverStock(async () => db, siteStock);

  return {
    ...provider,
    async build(scopes: readonly TSearchScope[]) {
      for (const scope of scopes) siteStock(scope.dealershipIds);
    },
    async change(dealershipId: number, change: { car: TStockCar } | { removedId: number }) {
      const cars = dealerships.get(dealershipId) ?? [];
      const id = 'car' in change ? change.car.hit.id : change.removedId;
      const kept = cars.filter((c) => c.hit.id !== id);
      dealerships.set(dealershipId, 'car' in change ? [...kept, change.car] : kept);
      for (const site of sites.values()) if (site.ids.includes(dealershipId)) site.stale = true;
    },
  };
}

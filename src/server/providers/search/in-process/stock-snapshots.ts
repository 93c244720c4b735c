import type { TDb } from '@/server/db/client';
import { buildSiteStock } from './build-site-stock';
import { loadDealershipStock, loadStockVersions } from './load-dealership-stock';
import type { TSiteStock, TStockCar } from './site-stock.types';

type TDealershipStock = { version: number; cars: TStockCar[] };

/**
 * Per-process snapshots of stock for search, always as fresh as the database: before every search the
 * versions of the site's dealerships are read (one primary-key lookup); a dealership whose version moved is
 * reloaded, and the site's snapshot is rebuilt from its dealerships' cars. Triggers move a version in the
 * transaction of any write to a dealership's cars, so the next search after a commit sees the change.
 */
export function createStockSnapshots(getDb: () => Promise<TDb>) {
  const dealerships = new Map<number, TDealershipStock>();
  const sites = new Map<string, { versions: string; stock: TSiteStock }>();
  const loading = new Map<string, Promise<void>>();

  /** Loads the stale dealerships once, however many searches ask for them at the same moment. */
  function reload(db: TDb, stale: number[], versions: Map<number, number>): Promise<void> {
    const key = stale.map((id) => `${id}@${versions.get(id)}`).join(',');
    let pending = loading.get(key);
    if (!pending) {
      pending = loadDealershipStock(db, stale)
        .then((loaded) => {
          for (const [id, cars] of loaded) {
            const version = versions.get(id) ?? 0;
            // A slower load of an older version never replaces a newer one.
            if ((dealerships.get(id)?.version ?? -1) <= version) dealerships.set(id, { version, cars });
          }
        })
        .finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  return {
    /** The snapshot of the stock of these dealerships, reloaded first where the database moved on. */
    async siteStock(dealershipIds: readonly number[]): Promise<TSiteStock> {
      const ids = [...new Set(dealershipIds)].sort((a, b) => a - b);
      const db = await getDb();
      const versions = await loadStockVersions(db, ids);
      const stale = ids.filter((id) => dealerships.get(id)?.version !== versions.get(id));
      if (stale.length > 0) await reload(db, stale, versions);
      const siteKey = ids.join(',');
      const signature = ids.map((id) => `${id}@${dealerships.get(id)?.version}`).join(',');
      const cached = sites.get(siteKey);
      if (cached?.versions === signature) return cached.stock;
      const stock = buildSiteStock(ids.flatMap((id) => dealerships.get(id)?.cars ?? []));
      sites.set(siteKey, { versions: signature, stock });
      return stock;
    },
  };
}

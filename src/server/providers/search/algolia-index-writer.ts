import { algoliasearch } from 'algoliasearch';
import {
  ALGOLIA_BASE_INDEX,
  algoliaAppId,
  type TAlgoliaCar,
  type TAlgoliaSettings,
} from './algolia-search-provider';
import { algoliaIndexSettings } from './algolia-index-settings';
import { bucketKey, KM_RANGES, PRICE_RANGES } from './price-ranges';
import type { ISearchIndexWriter, TIndexedCar } from './types';

/** A record of the hosted index: the hit's fields and those the searches filter, facet and rank on. */
export type TAlgoliaRecord = TAlgoliaCar & {
  dealership_id: number;
  show_on_dealer_website: boolean;
  custom_rank: number;
  badge: string | null;
  body: string | null;
  label: string | null;
  price_range: string | null;
  km_range: string | null;
  /** created_at in seconds: the "recently added" replica sorts on it (Algolia sorts numbers only). */
  created_at_timestamp: number;
};

/** Our car as the index's record (snake_case, objectID = car id). */
export function toAlgoliaRecord(car: TIndexedCar): TAlgoliaRecord {
  return {
    objectID: String(car.id),
    id: car.id,
    slug: car.slug,
    name: car.name,
    make: car.make,
    model: car.model,
    year: car.year,
    stocknum: car.stocknum,
    car_type: car.carType,
    price: car.price,
    km: car.km,
    primary_image_url: car.primaryImageUrl,
    city: car.city,
    state: car.state,
    simple_fuel: car.simpleFuel,
    tag: car.tag,
    reserved: car.reserved,
    reservable: car.reservable,
    has_checkout_payment_processor: car.hasCheckoutPaymentProcessor,
    sold: car.sold,
    status: car.status,
    created_at: car.createdAt,
    weekly_repayment: car.weeklyRepayment,
    interest_rate: car.interestRate,
    comparison_rate: car.comparisonRate,
    term_months: car.termMonths,
    dealership_slug: car.dealershipSlug,
    dealership_id: car.dealershipId,
    show_on_dealer_website: car.showOnDealerWebsite,
    custom_rank: car.customRank,
    badge: car.badge,
    body: car.body,
    label: car.label,
    price_range: bucketKey(car.price, PRICE_RANGES),
    km_range: bucketKey(car.km, KM_RANGES),
    created_at_timestamp: Math.floor(Date.parse(car.createdAt) / 1000),
  };
}

// Per host and index, the settings applied (or being applied) by this process.
const configured = new Map<string, Promise<void>>();

async function applySettings(client: ReturnType<typeof algoliasearch>, indexName: string): Promise<void> {
  const { primary, replicas } = algoliaIndexSettings(indexName);
  // The primary's replicas list creates the replica indexes; their own settings follow once it is live.
  const { taskID } = await client.setSettings({
    indexName,
    indexSettings: primary,
    forwardToReplicas: false,
  });
  await client.waitForTask({ indexName, taskID });
  for (const replica of replicas)
    await client.setSettings({ indexName: replica.indexName, indexSettings: replica.settings });
}

/**
 * Pushes stock changes to the site's hosted index with the official client: saveObjects (whole records,
 * added or replaced by objectID) and deleteObjects; sort replicas take their records from the primary.
 * `configure` applies the index settings the search relies on (algoliaIndexSettings) once per process,
 * host and index, and again after a failure. `settings.key` must be a key allowed to add and delete
 * records and edit settings (the site's write key, never the search key).
 */
export function createAlgoliaIndexWriter(settings: TAlgoliaSettings): ISearchIndexWriter {
  const client = algoliasearch(algoliaAppId(settings.host), settings.key, {
    hosts: [{ url: settings.host, accept: 'readWrite', protocol: settings.protocol ?? 'https' }],
  });
  const indexName = settings.index ?? ALGOLIA_BASE_INDEX;
  const settingsKey = `${settings.host}|${indexName}`;
  return {
    configure() {
      let applied = configured.get(settingsKey);
      if (!applied) {
        applied = applySettings(client, indexName).catch((error: unknown) => {
          configured.delete(settingsKey);
          throw error;
        });
        configured.set(settingsKey, applied);
      }
      return applied;
    },
    async save(cars) {
      if (cars.length > 0) await client.saveObjects({ indexName, objects: cars.map(toAlgoliaRecord) });
    },
    async remove(carIds) {
      if (carIds.length > 0) await client.deleteObjects({ indexName, objectIDs: carIds.map(String) });
    },
  };
}

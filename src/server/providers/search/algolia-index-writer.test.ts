import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlgoliaIndexWriter } from './algolia-index-writer';
import { algoliaIndexSettings } from './algolia-index-settings';
import { createAlgoliaSearchProvider } from './algolia-search-provider';
import { stockCar } from './in-process/stock-car.fixture';
import { startAlgoliaStandIn } from '@tests/stand-ins/algolia-stand-in';
import type { TIndexedCar } from './types';

let standIn: Awaited<ReturnType<typeof startAlgoliaStandIn>>;
beforeAll(async () => {
  standIn = await startAlgoliaStandIn('Cars_test');
});
afterAll(() => standIn.close());

function indexed(id: number, price: number, km: number, customRank: number): TIndexedCar {
  const { hit, body } = stockCar({ id, price, km, make: 'Toyota', model: 'HiLux' });
  return { ...hit, dealershipId: 1, showOnDealerWebsite: true, customRank, badge: 'SR5', body, label: null };
}

const SORTS = ['price_asc', 'price_desc', 'year_desc', 'km_asc', 'created_at_desc'];

describe('algolia index settings, against the local stand-in of Algolia’s settings, indexing and search API (not Algolia itself)', () => {
  it('names every facet the provider counts, the attributes its filters use, custom_rank and the sort replicas', () => {
    const { primary, replicas } = algoliaIndexSettings('Car_production');
    expect(primary.customRanking).toEqual(['desc(custom_rank)']);
    expect(primary.attributesForFaceting).toEqual(
      expect.arrayContaining([
        'make',
        'model',
        'car_type',
        'body',
        'simple_fuel',
        'year',
        'price_range',
        'km_range',
        'dealership_slug',
        'filterOnly(status)',
        'filterOnly(show_on_dealer_website)',
        'filterOnly(dealership_id)',
        'filterOnly(badge)',
        'filterOnly(tag)',
      ]),
    );
    expect(primary.searchableAttributes).toEqual(['make,model', 'badge', 'name', 'year', 'stocknum', 'body']);
    expect(primary.replicas).toEqual(SORTS.map((s) => `Car_production_${s}`));
    expect(replicas.map((r) => r.settings.ranking?.[0])).toEqual([
      'asc(price)',
      'desc(price)',
      'desc(year)',
      'asc(km)',
      'desc(created_at_timestamp)',
    ]);
  });

  it('configure applies them to the primary and each replica once per process and index, with the write key', async () => {
    const writer = createAlgoliaIndexWriter({
      host: standIn.host,
      key: 'write-key',
      index: 'Cars_test',
      protocol: 'http',
    });
    await writer.configure();
    const sent = standIn.seen.filter((s) => s.path.endsWith('/settings'));
    expect(sent.map((s) => s.path)).toEqual([
      '/1/indexes/Cars_test/settings',
      ...SORTS.map((s) => `/1/indexes/Cars_test_${s}/settings`),
    ]);
    expect(sent.every((s) => s.key === 'write-key')).toBe(true);
    expect(standIn.settings()?.replicas).toEqual(SORTS.map((s) => `Cars_test_${s}`));
    expect(standIn.settings()?.attributesForFaceting).toContain('filterOnly(status)');
    expect(standIn.settings('Cars_test_km_asc')?.ranking?.[0]).toBe('asc(km)');

    const again = createAlgoliaIndexWriter({
      host: standIn.host,
      key: 'write-key',
      index: 'Cars_test',
      protocol: 'http',
    });
    await again.configure();
    await writer.configure();
    expect(standIn.seen.filter((s) => s.path.endsWith('/settings'))).toHaveLength(sent.length);
  });

  it('then the default order is custom_rank descending and a sort reads its replica’s order', async () => {
    const writer = createAlgoliaIndexWriter({
      host: standIn.host,
      key: 'write-key',
      index: 'Cars_test',
      protocol: 'http',
    });
    await writer.configure();
    await writer.save([indexed(1, 30000, 900, 1), indexed(2, 20000, 100, 3), indexed(3, 40000, 500, 2)]);
    expect(standIn.records()[0]).toMatchObject({
      objectID: '1',
      created_at_timestamp: Date.UTC(2026, 0, 1) / 1000,
    });
    const provider = createAlgoliaSearchProvider({
      host: standIn.host,
      key: 'search-key',
      index: 'Cars_test',
      protocol: 'http',
    });
    const scope = { dealershipIds: [1], siteFilters: '' };
    const order = async (sortBy: string | null) =>
      (await provider.search(scope, { query: '', page: 1, sortBy, refinements: {} })).hits.map((h) => h.id);
    expect(await order(null)).toEqual([2, 3, 1]);
    expect(await order('Car_production_price_asc')).toEqual([2, 1, 3]);
    expect(await order('Car_production_km_asc')).toEqual([2, 3, 1]);
    expect(await order('Car_production_price_desc')).toEqual([3, 1, 2]);
  });

  it('a failed configure is tried again on the next call', async () => {
    const writer = createAlgoliaIndexWriter({
      host: standIn.host,
      key: 'write-key',
      index: 'Cars_other',
      protocol: 'http',
    });
    standIn.state.up = false;
    await expect(writer.configure()).rejects.toThrow();
    standIn.state.up = true;
    await writer.configure();
    expect(standIn.settings('Cars_other')?.customRanking).toEqual(['desc(custom_rank)']);
  });
});

import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { cars, searchIndexPushes, websites } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createAlgoliaIndexWriter } from '@/server/providers/search/algolia-index-writer';
import { createAlgoliaSearchProvider } from '@/server/providers/search/algolia-search-provider';
import { startAlgoliaStandIn } from '@tests/stand-ins/algolia-stand-in';
import { importStockRows } from '@/server/stock-import/import-stock-rows';
import { parseStockFile } from '@/server/stock-import/parse-stock-file';
import { createStockFixture } from '@/server/stock-import/stock-import.fixture';
import { pushDueIndexChanges } from './push-due-index-changes';

let handle: TDbHandle;
let fx: Awaited<ReturnType<typeof createStockFixture>>;
let standIn: Awaited<ReturnType<typeof startAlgoliaStandIn>>;
const policy = { baseDelayMs: 1, maxDelayMs: 1, maxAttempts: 3 };

beforeAll(async () => {
  handle = await createTestDb();
  fx = await createStockFixture(handle.db);
  standIn = await startAlgoliaStandIn();
  await handle.db
    .update(websites)
    .set({
      searchSettings: {
        provider: 'algolia',
        searchPath: '/cars',
        filters: '',
        host: standIn.host,
        key: 'search-only-key',
        writeKey: 'write-key',
      },
    })
    .where(eq(websites.id, fx.harbour.id));
});
afterAll(async () => {
  await standIn.close();
  await handle.close();
});
beforeEach(async () => {
  standIn.state.up = true;
  await handle.db.delete(cars);
  await drain();
});

/** The worker, with the site's write key sent over http to the stand-in (production uses https). */
const writerFor = (settings: { host?: string; writeKey?: string }) =>
  createAlgoliaIndexWriter({ host: settings.host!, key: settings.writeKey!, protocol: 'http' });

async function drain() {
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 2));
    if ((await pushDueIndexChanges(handle.db, { writerFor, policy })) === 0) return;
  }
}

const importCsv = (rows: string[], site = fx.harbour) =>
  importStockRows(
    handle.db,
    site,
    parseStockFile(['stocknum,dealership_slug,make,model,year,car_type,km,price', ...rows].join('\n'), 'csv')
      .records,
  );

const search = (query = '') =>
  createAlgoliaSearchProvider({ host: standIn.host, key: 'search-only-key', protocol: 'http' }).search(
    { dealershipIds: [fx.dealerships.north.id, fx.dealerships.south.id], siteFilters: '' },
    { query, page: 1, sortBy: null, refinements: {} },
  );

describe('hosted index outbox, against a local HTTP server answering the subset of Algolia’s indexing and search API it uses (not Algolia itself)', () => {
  it('an import queues a push in its own transaction, and the worker saves the records with the write key', async () => {
    await importCsv([
      'N1,north,Toyota,HiLux,2023,used,1000,45990',
      'S1,south,Ford,Ranger,2022,demo,500,52990',
    ]);
    const queued = await handle.db
      .select()
      .from(searchIndexPushes)
      .where(eq(searchIndexPushes.status, 'pending'));
    expect(queued.map((p) => p.websiteId)).toEqual([fx.harbour.id, fx.harbour.id]);
    await drain();
    const batch = standIn.seen.filter((r) => r.path === '/1/indexes/Car_production/batch').at(-1)!;
    expect(batch.key).toBe('write-key');
    // The index's settings went first (once for this process and index), with the same key.
    const paths = standIn.seen.map((r) => r.path);
    expect(paths.indexOf('/1/indexes/Car_production/settings')).toBeLessThan(
      paths.indexOf('/1/indexes/Car_production/batch'),
    );
    expect(standIn.settings()?.customRanking).toEqual(['desc(custom_rank)']);
    expect(standIn.settings('Car_production_price_asc')?.ranking?.[0]).toBe('asc(price)');
    const north = standIn.records().find((r) => r.stocknum === 'N1')!;
    expect(north).toMatchObject({
      make: 'Toyota',
      price: 45990,
      dealership_id: fx.dealerships.north.id,
      dealership_slug: 'north',
      status: 'in_stock',
      show_on_dealer_website: true,
      price_range: '40000-50000',
      km_range: '100-20000',
    });
    expect((await search('hilux')).hits.map((h) => h.stocknum)).toEqual(['N1']);
  });

  it('a stock change is visible to the next search once pushed: price, hidden, deleted', async () => {
    await importCsv(['N2,north,Mazda,CX-5,2021,used,30000,31990']);
    await drain();
    await importCsv(['N2,north,Mazda,CX-5,2021,used,30000,29990']);
    await drain();
    expect((await search('cx-5')).hits[0]!.price).toBe(29990);
    const [car] = await handle.db.select().from(cars).where(eq(cars.stocknum, 'N2'));
    await handle.db.update(cars).set({ status: 'coming_soon' }).where(eq(cars.id, car!.id));
    await drain();
    expect((await search('cx-5')).total).toBe(0);
    await handle.db.update(cars).set({ status: 'in_stock' }).where(eq(cars.id, car!.id));
    await drain();
    expect((await search('cx-5')).total).toBe(1);
    await handle.db.delete(cars).where(eq(cars.id, car!.id));
    await drain();
    expect(standIn.records().some((r) => r.stocknum === 'N2')).toBe(false);
    expect((await search('cx-5')).total).toBe(0);
  });

  it('sends several changes to one car as one record, and queues nothing for a site searching its own database', async () => {
    await importCsv(['N3,north,Kia,Sportage,2022,used,100,30000']);
    const [car] = await handle.db.select().from(cars).where(eq(cars.stocknum, 'N3'));
    for (const price of [31000, 32000, 33000])
      await handle.db.update(cars).set({ price }).where(eq(cars.id, car!.id));
    const before = standIn.seen.length;
    await drain();
    const sent = standIn.seen.slice(before).filter((r) => r.path.endsWith('/batch'));
    expect(sent).toHaveLength(1);
    expect(
      (sent[0]!.body as { requests: { body: { price: number } }[] }).requests.map((r) => r.body.price),
    ).toEqual([33000]);
    await importCsv(['E1,elsewhere,Toyota,Yaris,2020,used,100,15000'], fx.solo);
    const solo = await handle.db
      .select()
      .from(searchIndexPushes)
      .where(eq(searchIndexPushes.websiteId, fx.solo.id));
    expect(solo).toEqual([]);
  });

  it('retries with backoff while the index is down, parks after the last attempt, and delivers once it is back', async () => {
    standIn.state.up = false;
    await importCsv(['N4,north,Nissan,Navara,2021,used,100,40000']);
    await pushDueIndexChanges(handle.db, { writerFor, policy });
    const [retrying] = await handle.db
      .select()
      .from(searchIndexPushes)
      .where(eq(searchIndexPushes.status, 'pending'));
    expect(retrying).toMatchObject({ attempts: 1 });
    expect(retrying!.lastError).toBeTruthy();
    await drain();
    const [parked] = await handle.db
      .select()
      .from(searchIndexPushes)
      .where(eq(searchIndexPushes.status, 'parked'));
    expect(parked).toMatchObject({ attempts: 3, carId: retrying!.carId });
    standIn.state.up = true;
    await handle.db
      .update(searchIndexPushes)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date() })
      .where(inArray(searchIndexPushes.id, [parked!.id]));
    await drain();
    expect(standIn.records().some((r) => r.stocknum === 'N4')).toBe(true);
  });

  it('keeps a push pending, with the reason, while the site has no write key', async () => {
    const [site] = await handle.db.select().from(websites).where(eq(websites.id, fx.harbour.id));
    const withoutWriteKey = { ...site!.searchSettings, writeKey: undefined };
    await handle.db
      .update(websites)
      .set({ searchSettings: withoutWriteKey })
      .where(eq(websites.id, fx.harbour.id));
    try {
      const { carIds } = await importCsv(['N5,north,Honda,Civic,2021,used,100,25000']);
      await pushDueIndexChanges(handle.db, { policy });
      const [pending] = await handle.db
        .select()
        .from(searchIndexPushes)
        .where(eq(searchIndexPushes.carId, carIds[0]!));
      expect(pending).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: 'The site’s search settings have no algolia host and write key.',
      });
    } finally {
      await handle.db
        .update(websites)
        .set({ searchSettings: site!.searchSettings })
        .where(eq(websites.id, fx.harbour.id));
    }
  });
});

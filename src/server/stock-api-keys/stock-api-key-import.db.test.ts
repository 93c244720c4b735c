import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { auditLog, cars, stockApiKeys } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { createViewer } from '@tests/fixtures/inbox-fixture';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { createRateLimiter } from '@/server/http/rate-limiter';
import { createStockFixture } from '@/server/stock-import/stock-import.fixture';
import { stockImportRoute } from '@tests/stand-ins/stock-import-route';
import {
  createStockApiKey,
  findStockApiKey,
  listStockApiKeys,
  recordStockKeyImport,
  revokeStockApiKey,
} from './stock-api-keys';

const CSV =
  'stocknum,dealership_slug,make,model,year,car_type,price\nK1,north,Kia,Rio,2021,used,19990\nK2,,Kia,Cerato,2022,used,24990\nK3,south,Kia,Rio,2020,used,15990';

let handle: TDbHandle;
let fx: Awaited<ReturnType<typeof createStockFixture>>;
let admin: TViewer;
let northManager: TViewer;
let southManager: TViewer;
let northSales: TViewer;
let tags: string[] = [];

beforeAll(async () => {
  handle = await createTestDb();
  fx = await createStockFixture(handle.db);
  admin = await createViewer(handle.db, 'Harbour Admin', 'group_admin', { websiteId: fx.harbour.id });
  northManager = await createViewer(handle.db, 'North Manager', 'dealership_manager', {
    dealershipId: fx.dealerships.north.id,
  });
  southManager = await createViewer(handle.db, 'South Manager', 'dealership_manager', {
    dealershipId: fx.dealerships.south.id,
  });
  northSales = await createViewer(handle.db, 'North Sales', 'salesperson', {
    dealershipId: fx.dealerships.north.id,
  });
}, 60_000);
afterAll(() => handle.close());

function post(key: string, options: { query?: string; body?: string; type?: string; limit?: number } = {}) {
  const request = new Request(`http://127.0.0.1/api/stock/import${options.query ?? ''}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': options.type ?? 'text/csv' },
    body: options.body ?? CSV,
  });
  return stockImportRoute({
    db: async () => handle.db,
    adminToken: () => 'the-admin-token-0123456789',
    findApiKey: findStockApiKey,
    recordKeyImport: recordStockKeyImport,
    rateLimit: createRateLimiter(
      'stock-feed-test',
      { limit: options.limit ?? 100, windowMs: 60_000 },
      async () => null,
    ),
    revalidateTag: (tag) => tags.push(tag),
  })(request);
}

const northCars = async () =>
  (await handle.db.select().from(cars).where(eq(cars.dealershipId, fx.dealerships.north.id)))
    .map((c) => c.stocknum)
    .sort();

describe('stock API keys', () => {
  it('a salesperson cannot create one; a manager cannot for another dealership', async () => {
    await expect(
      createStockApiKey(handle.db, northSales, { dealershipId: fx.dealerships.north.id, name: 'DMS' }),
    ).rejects.toEqual(new DashboardError('stock_read_only'));
    await expect(
      createStockApiKey(handle.db, southManager, { dealershipId: fx.dealerships.north.id, name: 'DMS' }),
    ).rejects.toEqual(new DashboardError('not_found'));
  });

  it('imports only its dealership, idempotently, stored hashed, and stops at revocation', async () => {
    const { id, key } = await createStockApiKey(handle.db, northManager, {
      dealershipId: fx.dealerships.north.id,
      name: 'North DMS',
    });
    const [stored] = await handle.db.select().from(stockApiKeys).where(eq(stockApiKeys.id, id));
    expect(stored!.keyHash).not.toContain(key);
    expect(JSON.stringify(stored)).not.toContain(key.slice(5));
    expect(await listStockApiKeys(handle.db, southManager)).toEqual([]);
    expect((await listStockApiKeys(handle.db, admin)).map((k) => k.name)).toEqual(['North DMS']);

    tags = [];
    const first = await post(key);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      created: 2,
      updated: 0,
      rejected: 1,
      errors: [
        { line: 4, field: 'dealership_slug', message: '"south" is not a dealership this key may write' },
      ],
    });
    expect(await northCars()).toEqual(['K1', 'K2']);
    expect(tags).toContain(`site:${fx.harbour.id}`);

    const again = await post(key);
    expect(await again.json()).toMatchObject({ created: 0, updated: 2, rejected: 1 });
    expect(await northCars()).toEqual(['K1', 'K2']);

    const json = await post(key, {
      type: 'application/json',
      body: JSON.stringify([
        { stocknum: 'K1', make: 'Kia', model: 'Rio', year: 2021, car_type: 'used', price: 18990 },
      ]),
    });
    expect(await json.json()).toMatchObject({ created: 0, updated: 1, rejected: 0 });

    expect((await post(key, { query: '?site=solo' })).status).toBe(403);
    await expect(revokeStockApiKey(handle.db, southManager, id)).rejects.toEqual(
      new DashboardError('not_found'),
    );
    await expect(revokeStockApiKey(handle.db, northSales, id)).rejects.toEqual(
      new DashboardError('stock_read_only'),
    );
    await revokeStockApiKey(handle.db, northManager, id);
    const revoked = await post(key);
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toMatchObject({ field: 'authorization' });
    const actions = (await handle.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['stock_api_key.created', 'stock_api_key.revoked']));
    const imports = (await handle.db.select().from(auditLog)).filter((a) => a.action === 'stock.imported');
    expect(imports.map((a) => a.after)).toEqual([
      { keyId: id, dealershipId: fx.dealerships.north.id, created: 2, updated: 0, rejected: 1 },
      { keyId: id, dealershipId: fx.dealerships.north.id, created: 0, updated: 2, rejected: 1 },
      { keyId: id, dealershipId: fx.dealerships.north.id, created: 0, updated: 1, rejected: 0 },
    ]);
    expect(imports[0]!.userEmail).toBe(`stock API key ${key.slice(0, 11)}…`);
  });

  it('refuses a made-up key and rate limits a real one', async () => {
    expect((await post(`fcsk_${'A'.repeat(43)}`)).status).toBe(401);
    expect((await post('fcsk_nonsense')).status).toBe(401);
    const { key } = await createStockApiKey(handle.db, admin, {
      dealershipId: fx.dealerships.south.id,
      name: 'South DMS',
    });
    const limited = createRateLimiter('stock-feed-test', { limit: 1, windowMs: 60_000 }, async () => null);
    const route = stockImportRoute({
      db: async () => handle.db,
      adminToken: () => 'x'.repeat(30),
      findApiKey: findStockApiKey,
      rateLimit: limited,
      revalidateTag: () => {},
    });
    const send = () =>
      route(
        new Request('http://127.0.0.1/api/stock/import', {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv' },
          body: 'stocknum,make,model,year,car_type\nS1,Kia,Rio,2020,used',
        }),
      );
    expect((await send()).status).toBe(200);
    const second = await send();
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("works through its own site's hosts and the dashboard's, never through another site's", async () => {
    const { key } = await createStockApiKey(handle.db, admin, {
      dealershipId: fx.dealerships.north.id,
      name: 'North DMS by host',
    });
    const owners: Record<string, 'dashboard' | number> = {
      'harbour.localhost': fx.harbour.id,
      'www.harbour.com.au': fx.harbour.id,
      'solo.localhost': fx.solo.id,
      'dashboard.localhost': 'dashboard',
    };
    const route = stockImportRoute({
      db: async () => handle.db,
      adminToken: () => 'the-admin-token-0123456789',
      findApiKey: findStockApiKey,
      hostOf: async (host) => owners[host ?? ''] ?? null,
      revalidateTag: () => {},
    });
    const send = (host: string, token = key) =>
      route(
        new Request(`http://${host}/api/stock/import?dry_run=1`, {
          method: 'POST',
          headers: { host, authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
          body: 'stocknum,make,model,year,car_type\nH1,Kia,Rio,2020,used',
        }),
      );
    for (const host of ['harbour.localhost', 'www.harbour.com.au', 'dashboard.localhost'])
      expect((await send(host)).status, host).toBe(200);
    for (const host of ['solo.localhost', 'nowhere.example']) {
      const refused = await send(host);
      expect(refused.status, host).toBe(403);
      expect(await refused.json()).toMatchObject({ field: 'host' });
    }
    // The admin token is not tied to a host.
    expect((await send('solo.localhost', 'the-admin-token-0123456789')).status).not.toBe(403);
  });
});

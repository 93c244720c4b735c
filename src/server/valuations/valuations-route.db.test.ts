import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { cars, leads, valuations } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createLeadFixture } from '@tests/fixtures/lead-fixture';
import type { TSite } from '@/server/websites/site.types';

// The real route handler, with the test database and a host -> site lookup over the fixtures.
const state = vi.hoisted(() => ({ db: null as unknown, sites: new Map<string, unknown>() }));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('@/server/http/get-request-site', () => ({
  getRequestSite: async (request: Request) => state.sites.get(request.headers.get('host') ?? '') ?? null,
}));

const { POST } = await import('@/app/api/valuations/route');

let handle: TDbHandle;
let plain: TSite;
let valued: TSite;
let carId: number;
let platform: Server;
let platformAnswers: { vehicle: number; valuation: number; body: unknown };
let platformCalls: string[] = [];

beforeAll(async () => {
  handle = await createTestDb();
  state.db = handle.db;
  platform = createServer((req, res) => {
    platformCalls.push(req.url ?? '');
    req.resume();
    req.on('end', () => {
      const vehicle = req.url?.endsWith('autograb_vehicle_data');
      const status = vehicle ? platformAnswers.vehicle : platformAnswers.valuation;
      const body = vehicle
        ? { id: 'AG-77', vehicle: { year: 2018, make: 'Kia', model: 'Cerato' } }
        : platformAnswers.body;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
  ({ site: plain, carId } = await createLeadFixture(handle.db, 'plain', []));
  valued = (await createLeadFixture(handle.db, 'valued', [])).site;
  valued = { ...valued, featureFlags: { ...valued.featureFlags, valuationApi: { baseUrl: base } } };
  state.sites.set('plain.localhost', plain);
  state.sites.set('valued.localhost', valued);
});

afterAll(async () => {
  await new Promise<void>((resolve) => platform.close(() => resolve()));
  await handle.close();
});

beforeEach(() => {
  platformCalls = [];
  platformAnswers = { vehicle: 200, valuation: 200, body: { valuation: { low: 14000, high: 15500 } } };
});

const fields = {
  rego: 'XYZ 987',
  state: 'QLD',
  kms: '120,500',
  name: 'Sam Seller',
  email: 'sam@example.com',
  phone: '0412 345 678',
  PreferredContactMethod: 'Phone',
};

function post(
  host: string,
  body: string,
  type: string,
  accept = 'application/json',
  headers: Record<string, string> = {},
) {
  return POST(
    new Request('http://127.0.0.1/api/valuations', {
      method: 'POST',
      headers: { host, 'content-type': type, accept, origin: `http://${host}`, ...headers },
      body,
    }),
    { params: Promise.resolve({}) },
  );
}

const json = (host: string, valuation: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post(host, JSON.stringify({ valuation }), 'application/json', 'application/json', headers);

const leadsWithEmail = (email: string) => handle.db.select().from(leads).where(eq(leads.email, email));

describe('POST /api/valuations', () => {
  it('with no valuation provider, records the request and gives no figure', async () => {
    const response = await json('plain.localhost', { ...fields, car_id: carId });
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ category: 'Trade-in Enquiry', vehicle: null, estimate: null });
    const [row] = await handle.db
      .select()
      .from(valuations)
      .where(eq(valuations.id, Number(body.id)));
    expect(row).toMatchObject({ provider: 'none', kms: 120500, rego: 'XYZ987', leadId: body.lead_id });
    expect(platformCalls).toEqual([]);
  });

  it("with the site's provider, answers its range and keeps it on the row", async () => {
    const response = await json('valued.localhost', fields);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      category: 'Sell My Car',
      vehicle: '2018 Kia Cerato',
      estimate: { low: 14000, high: 15500 },
    });
    expect(platformCalls).toEqual([
      '/api/valuations/autograb_vehicle_data',
      '/api/valuations/autograb_valuation_data',
    ]);
    const [row] = await handle.db
      .select()
      .from(valuations)
      .where(eq(valuations.id, Number(body.id)));
    expect(row).toMatchObject({
      provider: 'autograb',
      providerRef: 'AG-77',
      result: { vehicle: '2018 Kia Cerato', estimate: { low: 14000, high: 15500 } },
    });
  });

  it('when the provider fails, still answers 201 with the lead stored and no figure', async () => {
    platformAnswers.valuation = 503;
    const response = await json('valued.localhost', fields);
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.estimate).toBeNull();
    const [lead] = await handle.db
      .select()
      .from(leads)
      .where(eq(leads.id, String(body.lead_id)));
    expect(lead!.category).toBe('Sell My Car');
    const [row] = await handle.db
      .select()
      .from(valuations)
      .where(eq(valuations.id, Number(body.id)));
    expect(row!.result).toEqual({ error: 'autograb_valuation_data: HTTP 503' });
  });

  it('when the provider has no figure, answers none', async () => {
    platformAnswers.body = { valuation: null };
    const body = (await (await json('valued.localhost', fields)).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ vehicle: '2018 Kia Cerato', estimate: null });
  });

  it('sends a plain form post (JavaScript off) on to /success', async () => {
    const form = new URLSearchParams({ ...fields, opt_in: 'on' }).toString();
    const response = await post('plain.localhost', form, 'application/x-www-form-urlencoded', 'text/html');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/success?category=Sell+My+Car');
  });

  it.each([
    [{ ...fields, kms: 'lots' }, 'valuation.kms'],
    [{ ...fields, email: 'sam@' }, 'valuation.email'],
    [{ ...fields, car_id: 'x' }, 'valuation.car_id'],
    [{ ...fields, car_id: 2_147_483_648 }, 'valuation.car_id'],
    [{ ...fields, rego: 'A'.repeat(21) }, 'valuation.rego'],
  ])('answers 400 naming the field for %j', async (valuation, field) => {
    const response = await json('plain.localhost', valuation);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { field: string }).field).toBe(field);
  });

  it("keeps one site's car out of another site's valuations", async () => {
    const response = await json('valued.localhost', { ...fields, car_id: carId });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'valuation.car_id: No such car on this site.',
      field: 'valuation.car_id',
    });
    expect(platformCalls).toEqual([]);
  });

  it('answers 404 for a host that names no site', async () => {
    expect((await json('nobody.localhost', fields)).status).toBe(404);
  });
});

describe('POST /api/valuations on a site with the built-in market estimate', () => {
  it("answers a range from the site's own stock and sales for a described car, and names a malformed year", async () => {
    const { site } = await createLeadFixture(handle.db, 'market', []);
    const market: TSite = {
      ...site,
      featureFlags: { ...site.featureFlags, valuationProvider: 'market-estimate' },
    };
    state.sites.set('market.localhost', market);
    await handle.db.insert(cars).values(
      [0, 1, 2].map((i) => ({
        slug: `market-cerato-${i}`,
        stocknum: `MC${i}`,
        dealershipId: market.dealershipIds[0]!,
        name: '2018 Kia Cerato',
        make: 'Kia',
        model: 'Cerato',
        year: 2018,
        km: 100_000 + i * 5_000,
        carType: 'used' as const,
        price: 15_000 + i * 1_000,
        sold: i === 0,
      })),
    );
    const valuedCar = { ...fields, make: 'Kia', model: 'Cerato', year: 2018 };
    const response = await post(
      'market.localhost',
      JSON.stringify({ valuation: valuedCar }),
      'application/json',
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { vehicle: string; estimate: Record<string, unknown> };
    expect(body.vehicle).toBe('2018 Kia Cerato');
    expect(body.estimate).toMatchObject({ low: 15_500, high: 16_500, comparables: 3 });
    expect(body.estimate.basis).toMatch(/^An estimate from 3 comparable cars/);

    const bad = await post(
      'market.localhost',
      JSON.stringify({ valuation: { ...valuedCar, year: '18' } }),
      'application/json',
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('year');
  });
});

describe('POST /api/valuations: one request, one lead', () => {
  it('records a retry under the same Idempotency-Key once, answering the first request', async () => {
    const headers = { 'idempotency-key': 'valuation-retry-0001' };
    const email = 'retry@example.com';
    const first = await json('valued.localhost', { ...fields, email }, headers);
    const again = await json('valued.localhost', { ...fields, email }, headers);
    const [a, b] = (await Promise.all([first.json(), again.json()])) as Record<string, unknown>[];
    expect(b).toMatchObject({ id: a!.id, lead_id: a!.lead_id });
    expect(await leadsWithEmail(email)).toHaveLength(1);
    // The provider is asked once, for the request that recorded it.
    expect(platformCalls.filter((url) => url.endsWith('autograb_vehicle_data'))).toHaveLength(1);
  });

  it("completes the partial lead its form saved on Next, with that lead's secret only", async () => {
    const key = 'valuation-partial-0001';
    const { createLead } = await import('@/server/leads/create-lead');
    const { ZLead } = await import('@/server/leads/lead-request.schema');
    const started = await createLead(
      handle.db,
      plain,
      ZLead.parse({
        category: 'Sell My Car',
        subcategory: 'sell-my-car',
        Rego: 'XYZ987',
        form_completed: false,
        idempotency_key: key,
      }),
      { userAgent: null, referer: null },
    );
    if (started.spam || !started.secret) throw new Error('no partial lead');
    const email = 'partial-seller@example.com';
    const without = await json('plain.localhost', { ...fields, email }, { 'idempotency-key': key });
    expect(without.status).toBe(403);
    expect(await without.json()).toMatchObject({ field: 'secret' });
    const response = await json(
      'plain.localhost',
      { ...fields, email },
      { 'idempotency-key': key, 'x-lead-secret': started.secret },
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.lead_id).toBe(started.id);
    const stored = await leadsWithEmail(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: started.id, formCompleted: true, category: 'Sell My Car' });
    const [row] = await handle.db
      .select()
      .from(valuations)
      .where(eq(valuations.id, Number(body.id)));
    expect(row).toMatchObject({ leadId: started.id, rego: 'XYZ987' });
  });

  it("gives a Sell My Car lead the dealership the visitor chose, one of the site's only", async () => {
    const email = 'chosen@example.com';
    const response = await json('plain.localhost', { ...fields, email, dealership_slug: 'plain-d' });
    expect(response.status).toBe(201);
    const [lead] = await leadsWithEmail(email);
    expect(lead!.dealershipId).toBe(plain.dealershipIds[0]);
    const other = await json('plain.localhost', { ...fields, dealership_slug: 'valued-d' });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ field: 'lead.dealership_slug' });
  });
});

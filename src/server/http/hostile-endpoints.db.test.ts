import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { seededGenerator, writableRowsDigest, type TSeededGenerator } from '@tests/fixtures/hostile-testing';
import { createLeadFixture } from '@tests/fixtures/lead-fixture';
import type { TSite } from '@/server/websites/site.types';
import { PEER_ADDRESS_HEADER } from './peer-address';

// Every public API route handler, with the test database and a host -> site lookup over the fixture.
const state = vi.hoisted(() => ({ db: null as unknown, sites: new Map<string, unknown>() }));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('@/server/http/get-request-site', () => ({
  getRequestSite: async (request: Request) => state.sites.get(request.headers.get('host') ?? '') ?? null,
}));
vi.mock('next/cache', () => ({ revalidateTag: () => {} }));
vi.mock('@/server/payments/server-secret', () => ({
  serverSecret: () => 'hostile-test-server-secret-0123456789',
}));

type THandler = (
  request: Request,
  context: { params: Promise<Record<string, unknown>> },
) => Promise<Response>;
const route = (module: Record<string, unknown>, method: string) => module[method] as THandler;

const ENDPOINTS: { path: string; method: string; handler: THandler; params?: Record<string, unknown> }[] = [];

let handle: TDbHandle;
let site: TSite;
let carId: number;

beforeAll(async () => {
  handle = await createTestDb();
  state.db = handle.db;
  ({ site, carId } = await createLeadFixture(handle.db, 'hostile', []));
  state.sites.set('hostile.localhost', site);
  const modules = {
    leads: await import('@/app/api/leads/route'),
    lead: await import('@/app/api/leads/[id]/route'),
    taurus: await import('@/app/api/taurusCustomer/route'),
    taurusId: await import('@/app/api/taurusCustomer/[id]/route'),
    driveIq: await import('@/app/api/driveIQCustomer/route'),
    driveIqId: await import('@/app/api/driveIQCustomer/[id]/route'),
    carClarity: await import('@/app/api/carClarityCustomer/route'),
    carClarityId: await import('@/app/api/carClarityCustomer/[id]/route'),
    events: await import('@/app/api/events/[name]/route'),
    fbEvents: await import('@/app/api/fb-events/route'),
    valuations: await import('@/app/api/valuations/route'),
    search: await import('@/app/api/search/route'),
    autocomplete: await import('@/app/api/search/autocomplete/route'),
    favourites: await import('@/app/api/search/favourites/route'),
    availability: await import('@/app/api/test-drive-availability/route'),
    exportLeads: await import('@/app/api/leads/export/route'),
    parked: await import('@/app/api/leads/parked/route'),
    stockImport: await import('@/app/api/stock/import/route'),
    paymentIntent: await import('@/app/api/dealerships/[dealership_id]/payment_intent/route'),
    reservation: await import('@/app/api/reservations/[reference]/route'),
    demoConfirm: await import('@/app/api/payments/demo/confirm/route'),
    paymentWebhook: await import('@/app/api/payments/webhooks/[processor]/[site]/route'),
  };
  const id = { id: '00000000-0000-4000-8000-000000000000' };
  ENDPOINTS.push(
    { path: '/api/leads', method: 'POST', handler: route(modules.leads, 'POST') },
    { path: '/api/leads/x', method: 'PUT', handler: route(modules.lead, 'PUT'), params: id },
    { path: '/api/taurusCustomer', method: 'POST', handler: route(modules.taurus, 'POST') },
    { path: '/api/taurusCustomer/x', method: 'PUT', handler: route(modules.taurusId, 'PUT'), params: id },
    { path: '/api/driveIQCustomer', method: 'POST', handler: route(modules.driveIq, 'POST') },
    { path: '/api/driveIQCustomer/x', method: 'PUT', handler: route(modules.driveIqId, 'PUT'), params: id },
    { path: '/api/carClarityCustomer', method: 'POST', handler: route(modules.carClarity, 'POST') },
    {
      path: '/api/carClarityCustomer/x',
      method: 'PUT',
      handler: route(modules.carClarityId, 'PUT'),
      params: id,
    },
    {
      path: '/api/events/car_phone_call',
      method: 'POST',
      handler: route(modules.events, 'POST'),
      params: { name: 'car_phone_call' },
    },
    { path: '/api/fb-events', method: 'POST', handler: route(modules.fbEvents, 'POST') },
    { path: '/api/valuations', method: 'POST', handler: route(modules.valuations, 'POST') },
    { path: '/api/search', method: 'GET', handler: route(modules.search, 'GET') },
    { path: '/api/search/autocomplete', method: 'GET', handler: route(modules.autocomplete, 'GET') },
    { path: '/api/search/favourites', method: 'GET', handler: route(modules.favourites, 'GET') },
    { path: '/api/test-drive-availability', method: 'GET', handler: route(modules.availability, 'GET') },
    { path: '/api/leads/export', method: 'GET', handler: route(modules.exportLeads, 'GET') },
    { path: '/api/leads/parked', method: 'POST', handler: route(modules.parked, 'POST') },
    { path: '/api/stock/import', method: 'POST', handler: route(modules.stockImport, 'POST') },
    {
      path: '/api/dealerships/1/payment_intent',
      method: 'POST',
      handler: route(modules.paymentIntent, 'POST'),
      params: { dealership_id: String(site.dealershipIds[0]) },
    },
    {
      path: '/api/reservations/FC-ABCD2345',
      method: 'GET',
      handler: route(modules.reservation, 'GET'),
      params: { reference: 'FC-ABCD2345' },
    },
    {
      path: '/api/reservations/FC-ABCD2345',
      method: 'PUT',
      handler: route(modules.reservation, 'PUT'),
      params: { reference: 'FC-ABCD2345' },
    },
    { path: '/api/payments/demo/confirm', method: 'POST', handler: route(modules.demoConfirm, 'POST') },
    {
      path: '/api/payments/webhooks/demo/hostile',
      method: 'POST',
      handler: route(modules.paymentWebhook, 'POST'),
      params: { processor: 'demo', site: 'hostile' },
    },
  );
});

afterAll(() => handle.close());

// Strings PostgreSQL cannot store or that a careless parser chokes on.
const POISON = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '%zz',
  '%',
  '\u202e',
  '<script>1</script>',
];
/** The ones no stored field may hold (NUL, lone surrogates). */
const UNSTORABLE = POISON.slice(0, 5);
const person = { category: 'General Enquiry', name: 'Jo', email: 'jo@example.com', phone: '0412 345 678' };

/** encodeURIComponent, except that a lone surrogate (which it cannot encode) is sent as it is. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Each body carries at least one defect that must be refused before anything is stored. */
const BODIES: ((g: TSeededGenerator) => unknown)[] = [
  (g) => ({ lead: { ...person, [`q${g.pick(POISON)}`]: 'x' } }),
  (g) => ({ lead: { ...person, extra: g.pick(UNSTORABLE) } }),
  (g) => ({ lead: { ...person, visited_pages: ['/a', g.pick(UNSTORABLE)] } }),
  (g) => ({ lead: { ...person, linked_query_params: { [g.pick(UNSTORABLE)]: 'v' } } }),
  (g) => ({ lead: { ...person, linked_query_params: { utm: g.pick(UNSTORABLE) } } }),
  (g) => ({ lead: { ...person, name: g.pick(UNSTORABLE) } }),
  (g) => ({ lead: { ...person, preferredDealership: g.pick(POISON) } }),
  (g) => ({ lead: { ...person, car_id: g.pick([-1, 0, 2 ** 40, 'x', 1.5]) } }),
  (g) => ({ car_id: carId, data: { [g.pick(UNSTORABLE)]: 'v' } }),
  (g) => ({ car_id: carId, data: { k: g.pick(UNSTORABLE) } }),
  (g) => ({ valuation: { rego: 'ABC123', name: g.pick(UNSTORABLE), email: 'a@b.co' } }),
  (g) => ({ valuation: { rego: 'ABC123', name: 'Jo', url: g.pick(UNSTORABLE) } }),
  (g) => ({ eventName: g.pick(UNSTORABLE), eventId: 'e' }),
  () => ({ lead: null }),
  () => [1, 2, 3],
  () => 'text',
];

function body(g: TSeededGenerator): { text: string; type: string } {
  const value = g.pick(BODIES)(g);
  const json = JSON.stringify(value);
  switch (Math.floor(g.next() * 5)) {
    case 0:
      return { text: json.slice(0, Math.max(1, json.length - 3)), type: 'application/json' };
    case 1: {
      // Form-style with a poisoned key or value, or a bad % escape.
      const pick = g.pick(POISON);
      return {
        text: `lead[name]=${pick}&lead[category]=x&lead[${encode(pick)}]=1&%zz=%`,
        type: 'application/x-www-form-urlencoded',
      };
    }
    case 2: {
      // Multipart with a browser's capital-letter boundary, or a boundary that does not match the body.
      const boundary = g.pick(['----WebKitFormBoundaryAbCdEf', 'XyZ']);
      const sent = g.next() < 0.5 ? boundary : boundary.toLowerCase();
      return {
        text: `--${boundary}\r\nContent-Disposition: form-data; name="lead[name]"\r\n\r\n${g.pick(POISON)}\r\n--${boundary}--\r\n`,
        type: `multipart/form-data; boundary=${sent}`,
      };
    }
    default:
      return { text: json, type: 'application/json' };
  }
}

function query(g: TSeededGenerator): string {
  const value = encode(g.pick(POISON)).replace(/%25/g, '%');
  return g.pick([
    `?query=${value}`,
    `?query=${'a'.repeat(3000)}`,
    `?refinementList[make][]=${value}&page=${g.pick(['-1', 'x', '99999999999'])}`,
    `?slugs=${value}`,
    `?car_id=${g.pick(['x', '-1', '2147483648', value])}`,
    `?location_id=${value}&since=${value}&site=${value}`,
  ]);
}

describe('reliability: generated hostile payloads across every public API endpoint', () => {
  it('never answer 5xx and never change a row', async () => {
    const before = await writableRowsDigest(handle.db);
    const g = seededGenerator(20261125);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1200; i++) {
      const endpoint = ENDPOINTS[i % ENDPOINTS.length]!;
      const headers: Record<string, string> = {
        host: 'hostile.localhost',
        [PEER_ADDRESS_HEADER]: `10.${i % 200}.${Math.floor(i / 200)}.1`,
        authorization: g.pick(['Bearer x', 'Bearer ', 'Basic Og==', '']),
      };
      let request: Request;
      if (endpoint.method === 'GET') {
        request = new Request(`http://hostile.localhost${endpoint.path}${query(g)}`, { headers });
      } else {
        const { text, type } = body(g);
        request = new Request(`http://hostile.localhost${endpoint.path}`, {
          method: endpoint.method,
          body: text,
          headers: { ...headers, 'content-type': type, accept: g.pick(['application/json', 'text/html']) },
        });
      }
      const response = await endpoint.handler(request, { params: Promise.resolve(endpoint.params ?? {}) });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const text = await response.text();
      expect(response.status, `${i} ${endpoint.method} ${endpoint.path}: ${text.slice(0, 300)}`).toBeLessThan(
        500,
      );
    }
    expect(await writableRowsDigest(handle.db)).toBe(before);
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
  }, 120_000);
});

describe('POST /api/leads as multipart/form-data', () => {
  it("reads a browser's capital-letter boundary and stores the lead (201)", async () => {
    const boundary = '----WebKitFormBoundaryQ7fZ3kLm9XpA';
    const text =
      Object.entries(person)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="lead[${k}]"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const type = `multipart/form-data; boundary=${boundary}`;
    const response = await route(await import('@/app/api/leads/route'), 'POST')(
      new Request('http://hostile.localhost/api/leads', {
        method: 'POST',
        body: text,
        headers: { host: 'hostile.localhost', 'content-type': type, [PEER_ADDRESS_HEADER]: '192.0.2.77' },
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status, await response.clone().text()).toBe(201);
    expect((await response.json()).id).toEqual(expect.any(String));
  });
});

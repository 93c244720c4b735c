import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '@/env';
import type { TDbHandle } from '@/server/db/client';
import { leadDeliveries, leads } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createLeadFixture } from '@tests/fixtures/lead-fixture';
import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address';

// The real partner route handlers, with the test database and a host -> site lookup over the fixtures.
const state = vi.hoisted(() => ({ db: null as unknown, sites: new Map<string, unknown>() }));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('@/server/http/get-request-site', () => ({
  getRequestSite: async (request: Request) => state.sites.get(request.headers.get('host') ?? '') ?? null,
}));

const ROUTES = [
  {
    path: '/api/taurusCustomer',
    kind: 'taurus',
    route: await import('@/app/api/taurusCustomer/route'),
    update: await import('@/app/api/taurusCustomer/[id]/route'),
  },
  {
    path: '/api/driveIQCustomer',
    kind: 'drive-iq',
    route: await import('@/app/api/driveIQCustomer/route'),
    update: await import('@/app/api/driveIQCustomer/[id]/route'),
  },
  {
    path: '/api/carClarityCustomer',
    kind: 'car-clarity',
    route: await import('@/app/api/carClarityCustomer/route'),
    update: await import('@/app/api/carClarityCustomer/[id]/route'),
  },
] as const;

let handle: TDbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  state.db = handle.db;
  // One site with every partner integration (and the CRM webhook), one with only the webhook.
  const partners = await createLeadFixture(handle.db, 'partners', [
    { kind: 'webhook', name: 'CRM', url: 'http://127.0.0.1:9/leads', secret: 's' },
    { kind: 'taurus', name: 'Taurus', url: 'http://127.0.0.1:9/taurus' },
    { kind: 'drive-iq', name: 'DriveIQ', url: 'http://127.0.0.1:9/drive-iq' },
    { kind: 'car-clarity', name: 'CarClarity', url: 'http://127.0.0.1:9/car-clarity' },
  ]);
  const plain = await createLeadFixture(handle.db, 'plain', [
    { kind: 'webhook', name: 'CRM', url: 'http://127.0.0.1:9/leads', secret: 's' },
  ]);
  state.sites.set('partners.localhost', partners.site);
  state.sites.set('plain.localhost', plain.site);
});

afterAll(() => handle.close());

function post(path: string, host: string, body: unknown, method = 'POST', headers: HeadersInit = {}) {
  return new Request(`http://${host}${path}`, {
    method,
    headers: { host, 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function deliveryKinds(id: string): Promise<string[]> {
  const rows = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id));
  return rows.map((d) => d.kind).sort();
}

const customer = (name: string) => ({
  lead: { category: 'Finance', name, email: 'jo@example.com', phone: '0412 345 678' },
});

describe.each(ROUTES)('$path', ({ path, kind, route, update }) => {
  it(`stores the customer as a lead delivered to the dealer and relayed to the site's ${kind} integration`, async () => {
    const response = await route.POST(post(path, 'partners.localhost', customer(`Jo ${kind}`)), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({ name: `Jo ${kind}`, email: 'jo@example.com', phone: '0412345678' });
    expect(await deliveryKinds(id)).toEqual(['webhook', kind].sort());
  });

  it('stores a retry with the same Idempotency-Key once', async () => {
    const body = customer(`Retry ${kind}`);
    const key = { 'idempotency-key': `partner-retry-${kind}` };
    const first = await route.POST(post(path, 'partners.localhost', body, 'POST', key), {
      params: Promise.resolve({}),
    });
    const again = await route.POST(post(path, 'partners.localhost', body, 'POST', key), {
      params: Promise.resolve({}),
    });
    expect([first.status, again.status]).toEqual([201, 200]);
    const { id } = (await first.json()) as { id: string };
    expect(((await again.json()) as { id: string }).id).toBe(id);
    expect(await deliveryKinds(id)).toEqual(['webhook', kind].sort());
  });

  it(`completes a partial lead through ${path}/{id}, relaying it then`, async () => {
    const partial = { lead: { ...customer(`Step ${kind}`).lead, form_completed: false } };
    const created = await route.POST(post(path, 'partners.localhost', partial), {
      params: Promise.resolve({}),
    });
    const { id, secret } = (await created.json()) as { id: string; secret: string };
    expect(await deliveryKinds(id)).toEqual([]);
    const complete = (headers: HeadersInit) =>
      update.PUT(
        post(
          `${path}/${id}`,
          'partners.localhost',
          { lead: { category: 'Finance', form_completed: true } },
          'PUT',
          headers,
        ),
        { params: Promise.resolve({ id }) },
      );
    const takeover = await complete({});
    expect(takeover.status).toBe(403);
    expect(await takeover.json()).toMatchObject({ field: 'secret' });
    expect(await deliveryKinds(id)).toEqual([]);
    const done = await complete({ 'x-lead-secret': secret });
    expect(done.status).toBe(200);
    expect(await deliveryKinds(id)).toEqual(['webhook', kind].sort());
  });

  it('answers 404 JSON when the site has no such integration, storing nothing', async () => {
    const before = (await handle.db.select({ id: leads.id }).from(leads)).length;
    const response = await route.POST(post(path, 'plain.localhost', customer('Mo')), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(((await response.json()) as { error: string }).error).toContain(`no ${kind} integration`);
    expect((await handle.db.select({ id: leads.id }).from(leads)).length).toBe(before);
  });

  it.each([
    ['a bad email', { email: 'not-an-email' }, 'lead.email'],
    ['a bad phone', { phone: '12' }, 'lead.phone'],
    ['no category', { category: '' }, 'lead.category'],
  ])('answers 400 naming the field for %s', async (_, change, field) => {
    const body = { lead: { ...customer('Al').lead, ...change } };
    const response = await route.POST(post(path, 'partners.localhost', body), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field });
  });
});

describe('one rate-limit allowance for the lead API and its partner routes', () => {
  it("counts a client's posts to /api/leads and to a partner route together, answering 429 past it", async () => {
    const leadsRoute = await import('@/app/api/leads/route');
    const [partner] = ROUTES;
    // Refused bodies (400) still count: the limit is checked before the body is read.
    const send = (route: typeof leadsRoute, path: string) =>
      route.POST(
        post(path, 'partners.localhost', { lead: {} }, 'POST', { [PEER_ADDRESS_HEADER]: '203.0.113.9' }),
        {
          params: Promise.resolve({}),
        },
      );
    const limit = env.API_RATE_LIMIT_PER_MINUTE;
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) {
      statuses.push(
        (await send(i % 2 === 0 ? leadsRoute : partner.route, i % 2 === 0 ? '/api/leads' : partner.path))
          .status,
      );
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    expect((await send(leadsRoute, '/api/leads')).status).toBe(429);
    expect((await send(partner.route, partner.path)).status).toBe(429);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { leadDeliveries, leads } from '@/server/db/schema';
import { createTestDb } from '@/server/db/testing/create-test-db';
import { createLeadFixture } from './testing/lead-fixture';

// The real partner route handlers, with the test database and a host -> site lookup over the fixtures.
const state = vi.hoisted(() => ({ db: null as unknown, sites: new Map<string, unknown>() }));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('@/server/http/get-request-site', () => ({
  getRequestSite: async (request: Request) => state.sites.get(request.headers.get('host') ?? '') ?? null,
}));

const ROUTES = [
  { path: '/api/taurusCustomer', kind: 'taurus', route: await import('@/app/api/taurusCustomer/route') },
  { path: '/api/driveIQCustomer', kind: 'drive-iq', route: await import('@/app/api/driveIQCustomer/route') },
  {
    path: '/api/carClarityCustomer',
    kind: 'car-clarity',
    route: await import('@/app/api/carClarityCustomer/route'),
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

function post(path: string, host: string, body: unknown) {
  return new Request(`http://${host}${path}`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

const customer = (name: string) => ({
  lead: { category: 'Finance', name, email: 'jo@example.com', phone: '0412 345 678' },
});

describe.each(ROUTES)('POST $path', ({ path, kind, route }) => {
  it(`stores the customer as a lead relayed only to the site's ${kind} integration`, async () => {
    const response = await route.POST(post(path, 'partners.localhost', customer(`Jo ${kind}`)), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({ name: `Jo ${kind}`, email: 'jo@example.com', phone: '0412345678' });
    const deliveries = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id));
    expect(deliveries.map((d) => d.kind)).toEqual([kind]);
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

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createLeadFixture } from '@tests/fixtures/lead-fixture';

// Every admin route as the app serves it, over the test database and with the test's admin token.
const TOKEN = 'admin-routes-test-token-0123456789';
const state = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('@/server/admin/admin-token', async (original) => ({
  ...(await original<typeof import('@/server/admin/admin-token')>()),
  getAdminToken: () => TOKEN,
}));
vi.mock('next/cache', () => ({ revalidateTag: () => {} }));

type TRoute = (request: Request) => Promise<Response>;
const ROUTES: [string, string, () => Promise<TRoute>][] = [
  ['GET', '/api/leads/export?site=admin', async () => (await import('@/app/api/leads/export/route')).GET],
  ['GET', '/api/leads/parked?site=admin', async () => (await import('@/app/api/leads/parked/route')).GET],
  ['POST', '/api/leads/parked?site=admin', async () => (await import('@/app/api/leads/parked/route')).POST],
  ['POST', '/api/stock/import?site=admin', async () => (await import('@/app/api/stock/import/route')).POST],
];

let handle: TDbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  state.db = handle.db;
  await createLeadFixture(handle.db, 'admin', []);
});
afterAll(() => handle.close());

function send(method: string, path: string, authorization: string | null) {
  const headers = new Headers({ 'content-type': 'text/csv' });
  if (authorization !== null) headers.set('authorization', authorization);
  const body = method === 'POST' ? 'stocknum,make,model,year,car_type\n' : undefined;
  return new Request(`http://127.0.0.1${path}`, { method, headers, body });
}

describe.each(ROUTES)('%s %s (withAdminApiKey)', (method, path, load) => {
  it.each([
    ['no token', null],
    ['a wrong token', `Bearer ${TOKEN.slice(0, -1)}x`],
    ['the token as Basic', `Basic ${TOKEN}`],
  ])('refuses %s with 401 naming authorization', async (_label, authorization) => {
    const response = await (await load())(send(method, path, authorization));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toMatchObject({ field: 'authorization' });
  });

  it('answers the admin token', async () => {
    const response = await (await load())(send(method, path, `Bearer ${TOKEN}`));
    expect(response.status, await response.clone().text()).toBe(200);
  });
});

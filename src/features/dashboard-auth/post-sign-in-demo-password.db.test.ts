import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDashboardAuth, type TDashboardAuth } from '@/server/auth/dashboard-auth';
import { createDashboardUser } from '@/server/auth/create-dashboard-user';
import { DEMO_PASSWORD } from '@/server/auth/demo-password';
import type { TDbHandle } from '@/server/db/client';
import { signInFailures } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address';

// POST /session with the demo password, behind a trusted proxy on this machine (TRUSTED_PROXIES=127.0.0.1).
const state = vi.hoisted(() => ({ db: null as unknown, auth: null as unknown, mode: 'demo' }));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('@/server/auth/dashboard-auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getDashboardAuth: async () => state.auth,
}));
vi.mock('@/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/env')>();
  const overrides: Record<string, () => unknown> = {
    TRUSTED_PROXIES: () => ['127.0.0.1'],
    FORECOURT_MODE: () => state.mode,
  };
  return {
    ...actual,
    env: new Proxy(actual.env, {
      get: (target, key) => (key in overrides ? overrides[key as string]!() : Reflect.get(target, key)),
    }),
  };
});

const { postSignIn } = await import('./post-sign-in');

const EMAIL = 'admin@forecourt.example';
let handle: TDbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  const auth: TDashboardAuth = createDashboardAuth(handle.db, 'test-secret-test-secret-test-secret-42');
  state.db = handle.db;
  state.auth = auth;
  await createDashboardUser(
    handle.db,
    auth,
    { email: EMAIL, name: 'Pat', password: DEMO_PASSWORD, role: 'platform_admin' },
    { demoUser: true },
  );
}, 60_000);
afterAll(() => handle.close());

/** Signs in with the demo password from a socket address; answers where the browser is sent. */
async function signIn(peer: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await postSignIn(
    new Request('http://dashboard.localhost:3000/session', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        [PEER_ADDRESS_HEADER]: peer,
        ...headers,
      },
      body: new URLSearchParams({ email: EMAIL, password: DEMO_PASSWORD }),
    }),
  );
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

const failures = async () =>
  (await handle.db.select().from(signInFailures).where(eq(signInFailures.email, EMAIL)))[0]?.failures ?? 0;

describe('the demo password', () => {
  it('is refused as a wrong password, and counted, for a client a trusted proxy forwards from afar', async () => {
    expect(await signIn('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).toBe('/sign-in?error=invalid');
    expect(await failures()).toBe(1);
  });

  it('is refused from afar whatever Host the client names', async () => {
    expect(await signIn('203.0.113.8', { host: 'localhost:3000' })).toBe('/sign-in?error=invalid');
    expect(await signIn('::ffff:203.0.113.8', { host: '127.0.0.1' })).toBe('/sign-in?error=invalid');
  });

  it('signs in from this machine, whatever Host the client names', async () => {
    expect(await signIn('127.0.0.1')).toBe('/leads');
    expect(await signIn('::1', { host: 'dashboard.example.com' })).toBe('/leads');
  });

  it('signs nobody in in production mode, not even from this machine', async () => {
    state.mode = 'production';
    try {
      expect(await signIn('127.0.0.1')).toBe('/sign-in?error=invalid');
    } finally {
      state.mode = 'demo';
    }
  });
});

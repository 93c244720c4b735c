import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FREE_FAILURES } from '@/domain/dashboard/sign-in-lockout';
import { createDashboardAuth, type TDashboardAuth } from '@/server/auth/dashboard-auth';
import { createDashboardUser } from '@/server/auth/create-dashboard-user';
import type { TDbHandle } from '@/server/db/client';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address';

// POST /session as the dashboard serves it, on a test database; only the app's database and auth are swapped.
const state = vi.hoisted(() => ({ db: null as unknown, auth: null as unknown }));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('@/server/auth/dashboard-auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getDashboardAuth: async () => state.auth,
}));

const { postSignIn } = await import('./post-sign-in');

let handle: TDbHandle;
const password = 'correct horse battery';

beforeAll(async () => {
  handle = await createTestDb();
  const auth: TDashboardAuth = createDashboardAuth(handle.db, 'test-secret-test-secret-test-secret-42');
  state.db = handle.db;
  state.auth = auth;
  await createDashboardUser(handle.db, auth, {
    email: 'mia@example.com',
    name: 'Mia',
    password,
    role: 'platform_admin',
  });
}, 60_000);
afterAll(() => handle.close());

/** Signs in from a socket address; answers where the browser is sent. */
async function signIn(address: string, email: string, pw: string): Promise<string> {
  const response = await postSignIn(
    new Request('http://dashboard.localhost:3000/session', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        [PEER_ADDRESS_HEADER]: address,
        // A client's own forwarded address must not give it a fresh allowance.
        'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}`,
      },
      body: new URLSearchParams({ email, password: pw }),
    }),
  );
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

describe('POST /session', () => {
  it('limits one client to 20 attempts a minute across addresses, then refuses even the right password', async () => {
    const client = '203.0.113.10';
    for (let i = 0; i < 20; i += 1) {
      expect(await signIn(client, `spray${i}@example.com`, 'not the password')).toBe(
        '/sign-in?error=invalid',
      );
    }
    expect(await signIn(client, 'mia@example.com', password)).toBe('/sign-in?error=rate&minutes=1');
    // Another client is not held back by it.
    expect(await signIn('203.0.113.11', 'mia@example.com', password)).toBe('/leads');
  }, 120_000);

  it('makes a client that keeps failing on one address wait; another client signs in with the right password', async () => {
    const answers = [];
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      answers.push(await signIn('192.0.2.1', 'Mia@Example.com', 'wrong password!!'));
    }
    expect(answers.slice(0, -1)).toEqual(Array(FREE_FAILURES - 1).fill('/sign-in?error=invalid'));
    expect(answers.at(-1)).toBe('/sign-in?error=locked&seconds=1');
    expect(await signIn('192.0.2.99', 'mia@example.com', password)).toBe('/leads');
  }, 60_000);
});

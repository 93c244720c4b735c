import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TDbHandle } from '@/server/db/client';
import { events } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createLeadFixture } from '@tests/fixtures/lead-fixture';
import { lastMailId, mailSince } from '@tests/fixtures/mail-outbox';
import type { TSite } from '@/server/websites/site.types';
import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address';

// The My Garage handlers over HTTP, with the test database and a host -> site lookup over two fixture sites.
const state = vi.hoisted(() => ({ db: null as unknown, sites: new Map<string, unknown>() }));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('@/server/http/get-request-site', () => ({
  getRequestSite: async (request: Request) => state.sites.get(request.headers.get('host') ?? '') ?? null,
}));

const { postBuyerCodeRoute } = await import('./post-buyer-code-route');
const { postBuyerSignInRoute } = await import('./post-buyer-sign-in-route');
const { getMeRoute } = await import('./get-me-route');
const { postEventRoute } = await import('@/server/events/post-event-route');

let handle: TDbHandle;
let siteA: TSite;
let peer = 0;

beforeAll(async () => {
  handle = await createTestDb();
  state.db = handle.db;
  ({ site: siteA } = await createLeadFixture(handle.db, 'routes-a', []));
  const { site: siteB } = await createLeadFixture(handle.db, 'routes-b', []);
  state.sites.set('routes-a.localhost', siteA);
  state.sites.set('garage.example.com.au', siteA);
  state.sites.set('routes-b.localhost', siteB);
}, 60_000);
afterAll(() => handle?.close());

/** A request to a site's host, from a peer of its own (each test its own rate-limit allowance). */
function send(
  host: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string>; form?: boolean } = {},
) {
  const headers: Record<string, string> = {
    host,
    [PEER_ADDRESS_HEADER]: `192.0.2.${++peer}`,
    ...init.headers,
  };
  let body: string | undefined;
  if (init.body !== undefined) {
    headers['content-type'] = init.form ? 'application/x-www-form-urlencoded' : 'application/json';
    body = init.form
      ? new URLSearchParams(init.body as Record<string, string>).toString()
      : JSON.stringify(init.body);
  }
  return new Request(`http://${host}${path}`, { method: body === undefined ? 'GET' : 'POST', headers, body });
}

/** Signs in at a host with a code read from the outbox; answers the Set-Cookie. */
async function signIn(host: string, email: string): Promise<string> {
  const since = await lastMailId(handle.db);
  const asked = await postBuyerCodeRoute(
    send(host, '/api/account/code', { body: { purpose: 'sign_in', email } }),
  );
  expect(asked.status).toBe(202);
  const [mail] = await mailSince(handle.db, since);
  const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
  const signedIn = await postBuyerSignInRoute(send(host, '/api/account/sign-in', { body: { email, code } }));
  expect(signedIn.status).toBe(200);
  return signedIn.headers.get('set-cookie')!;
}

describe('My Garage over HTTP', () => {
  it('sets a host-only, HttpOnly, SameSite=Lax cookie that /api/me accepts at its own site only', async () => {
    const cookie = await signIn('routes-a.localhost', 'http@example.com');
    expect(cookie).toMatch(/^forecourt_garage=[\w-]{43}; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toMatch(/Domain=/i);
    const pair = cookie.split(';')[0]!;
    const mine = await getMeRoute(send('routes-a.localhost', '/api/me', { headers: { cookie: pair } }));
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(await mine.json()).toEqual({ account: { email: 'http@example.com' }, favourites: [] });
    const elsewhere = await getMeRoute(send('routes-b.localhost', '/api/me', { headers: { cookie: pair } }));
    expect(await elsewhere.json()).toEqual({ account: null });
  });

  it('marks the cookie Secure on a real domain', async () => {
    expect(await signIn('garage.example.com.au', 'secure@example.com')).toMatch(/; Secure$/);
  });

  it('answers a bad email or code as JSON naming the field', async () => {
    const email = await postBuyerCodeRoute(
      send('routes-a.localhost', '/api/account/code', {
        body: { purpose: 'sign_in', email: 'not-an-email' },
      }),
    );
    expect(email.status).toBe(400);
    expect(await email.json()).toMatchObject({
      field: 'email',
      error: expect.stringContaining('email address'),
    });
    const code = await postBuyerSignInRoute(
      send('routes-a.localhost', '/api/account/sign-in', { body: { email: 'x@example.com', code: '12' } }),
    );
    expect(await code.json()).toMatchObject({ field: 'code' });
  });

  it('sends a form posted without JavaScript back to its page with the error and the typed email', async () => {
    const html = { accept: 'text/html' };
    const asked = await postBuyerCodeRoute(
      send('routes-a.localhost', '/api/account/code', {
        body: { purpose: 'sign_in', email: 'Page@Example.com' },
        form: true,
        headers: html,
      }),
    );
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe('/account/sign-in?step=code&email=page%40example.com');
    const wrong = await postBuyerSignInRoute(
      send('routes-a.localhost', '/api/account/sign-in', {
        body: { email: 'page@example.com', code: '000000' },
        form: true,
        headers: html,
      }),
    );
    expect(wrong.status).toBe(303);
    const back = new URL(wrong.headers.get('location')!, 'http://x');
    expect(back.pathname).toBe('/account/sign-in');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      step: 'code',
      field: 'code',
      email: 'page@example.com',
    });
    expect(['code-wrong', 'code-used-up']).toContain(back.searchParams.get('error'));
  });

  it('refuses a code request from another origin, and answers 429 past five codes an hour', async () => {
    const foreign = await postBuyerCodeRoute(
      send('routes-a.localhost', '/api/account/code', {
        body: { purpose: 'sign_in', email: 'x@example.com' },
        headers: { origin: 'http://routes-b.localhost' },
      }),
    );
    expect(foreign.status).toBe(403);
    const ask = () =>
      postBuyerCodeRoute(
        send('routes-a.localhost', '/api/account/code', {
          body: { purpose: 'sign_in', email: 'busy@example.com' },
        }),
      );
    for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(202);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await refused.json()).toMatchObject({ field: 'email' });
  });

  it('records the popup opening as event 35 and each sign-in code as 36', async () => {
    const opened = await postEventRoute(send('routes-a.localhost', '/api/events/login_popup', { body: {} }), {
      params: Promise.resolve({ name: 'login_popup' }),
    });
    expect(opened.status).toBe(202);
    const ids = (await handle.db.select().from(events).where(eq(events.websiteId, siteA.id))).map(
      (e) => e.eventId,
    );
    expect(ids).toContain(35);
    expect(ids).toContain(36);
  });
});

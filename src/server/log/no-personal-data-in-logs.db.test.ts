import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address';
import { captureLogs } from '@tests/fixtures/capture-logs';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createLeadFixture } from '@tests/fixtures/lead-fixture';

// The real lead routes, with the test database and a host -> site lookup over the fixture.
const state = vi.hoisted(() => ({ db: null as unknown, sites: new Map<string, unknown>() }));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('@/server/http/get-request-site', () => ({
  getRequestSite: async (request: Request) => state.sites.get(request.headers.get('host') ?? '') ?? null,
}));

const { POST: postLead } = await import('@/app/api/leads/route');
const { postLeadForm } = await import('@/server/leads/post-lead-form');

/** A buyer whose every detail is unlike anything else a log line could hold. */
const BUYER = {
  name: 'Zebulon Quixotic-Marchbanks',
  email: 'zebulon.quixotic@privacy-probe.example',
  phone: '0499 876 543',
  card: '4242424242424242',
};
const PERSONAL = [
  BUYER.name,
  'Quixotic',
  BUYER.email,
  'privacy-probe',
  BUYER.phone,
  '0499876543',
  BUYER.card,
];

let handle: TDbHandle;
let logs: ReturnType<typeof captureLogs>;
let consoleText = '';

beforeAll(async () => {
  handle = await createTestDb();
  state.db = handle.db;
  const { site } = await createLeadFixture(handle.db, 'privacy', [
    { kind: 'webhook', name: 'CRM', url: 'http://127.0.0.1:9/', secret: 's' },
  ]);
  state.sites.set('privacy.localhost', site);
  // Whatever might still write to the console is read too.
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleText += `${args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' ')}\n`;
    });
  logs = captureLogs();
});

afterEach(() => {
  const written = logs.raw.join('') + consoleText;
  for (const detail of PERSONAL) expect(written).not.toContain(detail);
});

afterAll(async () => {
  logs.restore();
  vi.restoreAllMocks();
  await handle.close();
});

function post(lead: Record<string, unknown>) {
  return postLead(
    new Request('http://privacy.localhost/api/leads', {
      method: 'POST',
      body: JSON.stringify({ lead }),
      headers: {
        host: 'privacy.localhost',
        'content-type': 'application/json',
        [PEER_ADDRESS_HEADER]: '10.9.9.9',
      },
    }),
    { params: Promise.resolve({}) },
  );
}

const lead = { category: 'General Enquiry', ...BUYER, message: `Call ${BUYER.name} on ${BUYER.phone}` };

/** Makes every insert of a lead fail inside the database, as a broken schema or a full disk would. */
async function withLeadsBroken<T>(run: () => Promise<T>): Promise<T> {
  await handle.db.execute(sql`alter table leads rename to leads_away`);
  try {
    return await run();
  } finally {
    await handle.db.execute(sql`alter table leads_away rename to leads`);
  }
}

describe("a buyer's name, email, phone and card in no log line", () => {
  it('a stored lead', async () => {
    expect((await post(lead)).status).toBe(201);
  });

  it('a lead refused for a bad field', async () => {
    expect((await post({ ...lead, email: `${BUYER.email}@` })).status).toBe(400);
  });

  it('a lead whose insert fails in the database: logged as a failure, with the query but no values', async () => {
    const response = await withLeadsBroken(() => post(lead));
    expect(response.status).toBe(500);
    const failure = logs.lines.find((line) => line.msg === 'route failed');
    expect(failure).toMatchObject({
      level: 'error',
      path: '/api/leads',
      err: { message: expect.any(String) },
    });
    expect(JSON.stringify(failure)).toMatch(/leads/);
  });

  it('a form posted without JavaScript whose insert fails', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...lead, subcategory: 'general' }))
      form.set(key, String(value));
    const headers = new Headers({
      host: 'privacy.localhost',
      origin: 'http://privacy.localhost',
      [PEER_ADDRESS_HEADER]: '10.9.9.8',
    });
    const outcome = await withLeadsBroken(() => postLeadForm(headers, form));
    expect(outcome.ok).toBe(false);
    expect(logs.lines.some((line) => line.msg === 'lead form posted without JavaScript failed')).toBe(true);
  });
});

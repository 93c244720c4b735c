import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { events, leads } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { seededGenerator, writableRowsDigest, type TSeededGenerator } from '@tests/fixtures/hostile-testing';
import type { TSite } from '@/server/websites/site.types';
import { createLead } from './create-lead';
import { ZLead } from './lead-request.schema';
import { createLeadFixture } from '@tests/fixtures/lead-fixture';
import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address';

// The real route handlers, with the test database and a host -> site lookup over the fixtures.
const state = vi.hoisted(() => ({ db: null as unknown, sites: new Map<string, unknown>() }));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('@/server/http/get-request-site', () => ({
  getRequestSite: async (request: Request) => state.sites.get(request.headers.get('host') ?? '') ?? null,
}));

const { POST: postLead } = await import('@/app/api/leads/route');
const { PUT: putLead } = await import('@/app/api/leads/[id]/route');
const { POST: postEvent } = await import('@/app/api/events/[name]/route');

let handle: TDbHandle;
let site: TSite;
let carId: number;
let otherCarId: number;
let existingLead: string;
let otherSiteLead: string;

beforeAll(async () => {
  handle = await createTestDb();
  state.db = handle.db;
  ({ site, carId } = await createLeadFixture(handle.db, 'safe', [
    { kind: 'webhook', name: 'CRM', url: 'http://127.0.0.1:9/', secret: 's' },
  ]));
  const other = await createLeadFixture(handle.db, 'else', []);
  otherCarId = other.carId;
  state.sites.set('safe.localhost', site);
  const meta = { userAgent: null, referer: null };
  existingLead = (
    await createLead(
      handle.db,
      site,
      // Stored without a name, so a save must bring one to complete it.
      ZLead.parse({ category: 'Finance', postcode: '2000', form_completed: false }),
      meta,
    )
  ).id!;
  otherSiteLead = (
    await createLead(
      handle.db,
      other.site,
      ZLead.parse({ category: 'Finance', givenName: 'Mo', form_completed: false }),
      meta,
    )
  ).id!;
});

afterAll(() => handle.close());

const SCRIPT = '<script>alert(document.cookie)</script>';
const SQL = [
  "'; DROP TABLE leads; --",
  "' OR '1'='1",
  '1; UPDATE leads SET name = NULL',
  "\\'; select pg_sleep(5); --",
];
const valid = {
  category: 'General Enquiry',
  name: 'Jo',
  email: 'jo@example.com',
  phone: '0412 345 678',
  message: 'hi',
};
// Every payload has at least one defect that must make the API refuse it (or drop it, for the spam trap).
const DEFECTS: ((g: TSeededGenerator) => unknown)[] = [
  () => ({ ...valid, name: 12 }),
  () => ({ ...valid, email: ['a@b.co'] }),
  () => ({ ...valid, opt_in: 'maybe' }),
  () => ({ ...valid, car_id: 'abc' }),
  () => ({ ...valid, car_id: -1 }),
  () => ({ ...valid, car_id: otherCarId }),
  () => ({ ...valid, car_id: 2 ** 40 }),
  () => ({ ...valid, message: 'x'.repeat(5001) }),
  () => ({ ...valid, name: 'y'.repeat(121) }),
  (g) => ({ ...valid, email: `${g.pick(SQL)}@example.com` }),
  (g) => ({ ...valid, phone: g.pick(SQL) }),
  () => ({ ...valid, phone: SCRIPT }),
  () => ({ ...valid, email: SCRIPT }),
  () => ({ ...valid, name: `${SCRIPT}\u0000` }),
  () => ({ ...valid, category: '' }),
  () => ({ name: 'Jo', email: 'jo@example.com' }),
  () => ({ category: SCRIPT, name: SCRIPT }),
  () => ({ ...valid, website: 'http://spam.example' }),
  () => ({ ...valid, website: SCRIPT }),
  () => ({ ...valid, visited_pages: 'not-a-list' }),
  () => ({ ...valid, visited_pages: Array.from({ length: 51 }, () => '/') }),
  () => ({ ...valid, linked_query_params: { a: { b: 1 } } }),
  () => ({ ...valid, dateTime: "tomorrow'; --" }),
  () => ({ ...valid, lead_status: 'Delivered' }),
  () => ({ ...valid, extra: { nested: { deep: true } } }),
  () => ({ ...valid, ...Object.fromEntries(Array.from({ length: 81 }, (_, i) => [`k${i}`, 'v'])) }),
  () => ({ ...valid, __proto__: { polluted: true }, name: null }),
  () => null,
  () => 'lead',
  () => [valid],
];

function request(method: string, body: string, type = 'application/json', host = 'safe.localhost') {
  return new Request(`http://${host}/api/leads`, {
    method,
    body,
    headers: {
      host,
      'content-type': type,
      [PEER_ADDRESS_HEADER]: `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
}

function hostileRequest(
  i: number,
  g: TSeededGenerator,
): [string, Request, 'post' | 'put' | 'event', string?] {
  const lead = g.pick(DEFECTS)(g);
  switch (i % 10) {
    case 0:
      return ['broken JSON', request('POST', `{"lead":${JSON.stringify(lead)}`), 'post'];
    case 1:
      return [
        'form-style',
        request(
          'POST',
          `lead[name]=${encodeURIComponent(SCRIPT)}&lead[car_id]=${encodeURIComponent(g.pick(SQL))}&lead[category]=x&lead[email]=a%40b.co`,
          'application/x-www-form-urlencoded',
        ),
        'post',
      ];
    case 2:
      return [
        'oversized body',
        request('POST', JSON.stringify({ lead: { ...valid, message: 'z'.repeat(70_000) } })),
        'post',
      ];
    case 3:
      return [
        'PUT to a bad id',
        request('PUT', JSON.stringify({ lead: valid })),
        'put',
        g.pick([g.pick(SQL), '../../etc/passwd', 'not-a-uuid', SCRIPT]),
      ];
    case 4:
      return [
        "PUT to another site's lead",
        request('PUT', JSON.stringify({ lead: valid })),
        'put',
        otherSiteLead,
      ];
    case 5:
      return [
        'hostile event',
        request('POST', JSON.stringify({ car_id: g.pick([otherCarId, 'x', -5, SCRIPT]), website_id: 999 })),
        'event',
        'car_phone_call',
      ];
    case 6:
      return [
        'unknown event',
        request('POST', JSON.stringify({ car_id: carId })),
        'event',
        g.pick(['__proto__', 'constructor', SCRIPT, 'drop']),
      ];
    case 7:
      return ['PUT a defect to our lead', request('PUT', JSON.stringify({ lead })), 'put', existingLead];
    default:
      return ['defective lead', request('POST', JSON.stringify({ lead })), 'post'];
  }
}

describe('reliability: 1,000 malformed or hostile payloads', () => {
  it('never answer 5xx, never change a row, and never echo markup', async () => {
    const before = await writableRowsDigest(handle.db);
    const g = seededGenerator(20261122);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const [label, req, target, param] = hostileRequest(i, g);
      const response =
        target === 'post'
          ? await postLead(req, { params: Promise.resolve({}) })
          : target === 'put'
            ? await putLead(req, { params: Promise.resolve({ id: param! }) })
            : await postEvent(req, { params: Promise.resolve({ name: param! }) });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const text = await response.text();
      expect(response.status, `${i} ${label}: ${text}`).toBeLessThan(500);
      expect(response.headers.get('content-type') ?? '').not.toContain('text/html');
      // Spam is answered 200 without storing; everything else is refused.
      if (response.status < 400) expect(JSON.parse(text)).toMatchObject({ spam: true });
    }
    expect(await writableRowsDigest(handle.db)).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
  });
});

describe('POST /api/leads with an Idempotency-Key', () => {
  const body = JSON.stringify({
    lead: { ...valid, name: 'Jo Retry' },
  });
  const withKey = (key: string) => {
    const req = request('POST', body);
    const headers = new Headers(req.headers);
    headers.set('idempotency-key', key);
    return new Request(req.url, { method: 'POST', body, headers });
  };

  it('answers a retry with the first lead (200) and stores it once', async () => {
    const before = await handle.db.$count(leads);
    const first = await postLead(withKey('retry-key-0001'), { params: Promise.resolve({}) });
    const again = await postLead(withKey('retry-key-0001'), { params: Promise.resolve({}) });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe((await first.json()).id);
    expect(await handle.db.$count(leads)).toBe(before + 1);
  });

  it("refuses another lead under a used key (422 naming it), never answering with the first lead's id", async () => {
    const first = await postLead(withKey('retry-key-0002'), { params: Promise.resolve({}) });
    const { id } = await first.json();
    const otherBody = JSON.stringify({ lead: { ...valid, name: 'Someone Else' } });
    const headers = new Headers(withKey('retry-key-0002').headers);
    const reused = new Request('http://safe.localhost/api/leads', {
      method: 'POST',
      body: otherBody,
      headers,
    });
    const other = await postLead(reused, { params: Promise.resolve({}) });
    expect(other.status).toBe(422);
    const answer = await other.json();
    expect(answer).toMatchObject({ field: 'Idempotency-Key' });
    expect(JSON.stringify(answer)).not.toContain(id);
  });

  it('refuses a malformed key with a 400 naming it', async () => {
    const response = await postLead(withKey('bad key'), { params: Promise.resolve({}) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'Idempotency-Key' });
  });
});

describe('POST /api/leads from a form without JavaScript', () => {
  const formPost = (body: string) =>
    new Request('http://safe.localhost/api/leads', {
      method: 'POST',
      body,
      headers: {
        host: 'safe.localhost',
        accept: 'text/html,application/xhtml+xml',
        'content-type': 'application/x-www-form-urlencoded',
        referer: 'http://safe.localhost/contact?category=Question',
        [PEER_ADDRESS_HEADER]: '10.9.9.9',
      },
    });

  it('goes on to /success with the category and the car', async () => {
    const response = await postLead(
      formPost(`category=Question&name=Jo&email=jo%40example.com&phone=0412345678&car_id=${carId}`),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/success?category=Question&car=safe-hilux');
  });

  it('answers a bad field with a page naming it and a link back, not JSON', async () => {
    const response = await postLead(formPost('category=Question&name=Jo&email=nope'), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Your form has not been sent');
    expect(html).toContain('<strong>Email:</strong>');
    expect(html).toContain('href="/contact?category=Question"');
  });
});

describe('POST /api/events/car_phone_call', () => {
  const event = (body: unknown) =>
    postEvent(request('POST', JSON.stringify(body)), { params: Promise.resolve({ name: 'car_phone_call' }) });

  it('needs the car whose number was revealed: {} is a 400 naming car_id', async () => {
    const response = await event({});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'car_id' });
  });

  it("caps one client's events about one car (429), but not another client's", async () => {
    const reveal = (peer: string) =>
      postEvent(
        new Request('http://safe.localhost/api/events/car_phone_call', {
          method: 'POST',
          body: JSON.stringify({ car_id: carId }),
          headers: {
            host: 'safe.localhost',
            'content-type': 'application/json',
            [PEER_ADDRESS_HEADER]: peer,
          },
        }),
        { params: Promise.resolve({ name: 'car_phone_call' }) },
      );
    const before = await handle.db.$count(events);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await reveal('192.0.2.50')).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429]);
    expect((await reveal('192.0.2.51')).status).toBe(202);
    expect(await handle.db.$count(events)).toBe(before + 6);
  });

  it("records a reveal of the site's car", async () => {
    const before = await handle.db.$count(events);
    expect((await event({ car_id: carId, website_id: site.id })).status).toBe(202);
    expect(await handle.db.$count(events)).toBe(before + 1);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { leadDeliveries, leads } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createLeadFixture, createLocationFixture } from '@tests/fixtures/lead-fixture';
import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address';

// The real lead routes, with the test database and a host -> site lookup over the fixtures.
const state = vi.hoisted(() => ({ db: null as unknown, sites: new Map<string, unknown>() }));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('@/server/http/get-request-site', () => ({
  getRequestSite: async (request: Request) => state.sites.get(request.headers.get('host') ?? '') ?? null,
}));

const { postLeadForm } = await import('./post-lead-form');

let handle: TDbHandle;
let carId: number;
let locationId: number;

beforeAll(async () => {
  handle = await createTestDb();
  state.db = handle.db;
  const plain = await createLeadFixture(handle.db, 'nojs', [
    { kind: 'webhook', name: 'CRM', url: 'http://127.0.0.1:9/leads', secret: 's' },
  ]);
  carId = plain.carId;
  locationId = await createLocationFixture(handle.db, plain.site.dealershipIds[0]!, {
    name: 'No-Script Service',
    slug: 'no-script-service',
  });
  const partner = await createLeadFixture(handle.db, 'nojs-taurus', [
    { kind: 'webhook', name: 'CRM', url: 'http://127.0.0.1:9/leads', secret: 's' },
    { kind: 'taurus', name: 'Taurus', url: 'http://127.0.0.1:9/taurus' },
  ]);
  state.sites.set('nojs.localhost', plain.site);
  state.sites.set('nojs-taurus.localhost', partner.site);
});

afterAll(() => handle.close());

/** The headers of a page post from the site's own page, as a browser without JavaScript sends them. */
function pageHeaders(host: string, extra: Record<string, string> = {}): Headers {
  return new Headers({
    host,
    origin: `http://${host}`,
    referer: `http://${host}/contact?category=Test+Drive`,
    [PEER_ADDRESS_HEADER]: '10.1.2.3',
    'user-agent': 'no-script browser',
    ...extra,
  });
}

/** The form as React posts a server action: its fields and React's own $ACTION_… entries. */
function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  form.set('$ACTION_REF_1', '');
  form.set('$ACTION_1:0', '{"id":"abc","bound":"$@1"}');
  form.set('$ACTION_KEY', 'k1');
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

const contact = { name: 'Jo No-Script', phone: '0412 345 678', email: 'jo@example.com' };

describe('postLeadForm: an enquiry form posted without JavaScript', () => {
  it("stores the lead without React's fields and goes on to /success with the category and car", async () => {
    const outcome = await postLeadForm(
      pageHeaders('nojs.localhost'),
      formOf({
        category: 'Test Drive',
        subcategory: 'test-drive',
        car_id: String(carId),
        opt_in: 'on',
        ...contact,
      }),
    );
    expect(outcome).toEqual({ ok: true, location: '/success?category=Test+Drive&car=nojs-hilux' });
    const [row] = await handle.db.select().from(leads).where(eq(leads.name, 'Jo No-Script'));
    expect(row).toMatchObject({ carId, optIn: true, userAgent: 'no-script browser', payload: {} });
  });

  it('names the location a location form was for, so /success offers its number', async () => {
    const outcome = await postLeadForm(
      pageHeaders('nojs.localhost'),
      formOf({
        category: 'Service Booking',
        subcategory: 'general',
        location_id: String(locationId),
        ...contact,
        message: 'Service please',
      }),
    );
    expect(outcome).toEqual({
      ok: true,
      location: `/success?category=Service+Booking&location=${locationId}`,
    });
  });

  it('gives a refused field back by its form name, with a clean message and what was typed', async () => {
    const before = await handle.db.$count(leads);
    const outcome = await postLeadForm(
      pageHeaders('nojs.localhost'),
      formOf({
        category: 'General Enquiry',
        subcategory: 'general',
        ...contact,
        email: 'jo@',
        message: 'Hi',
      }),
    );
    expect(outcome).toEqual({
      ok: false,
      field: 'email',
      message: 'invalid email address',
      values: {
        category: 'General Enquiry',
        subcategory: 'general',
        ...contact,
        email: 'jo@',
        message: 'Hi',
      },
    });
    expect(await handle.db.$count(leads)).toBe(before);
  });

  it("refuses a post from another site's page, like the lead API does", async () => {
    const outcome = await postLeadForm(
      pageHeaders('nojs.localhost', { origin: 'http://evil.localhost' }),
      formOf({ category: 'General Enquiry', ...contact, message: 'Hi' }),
    );
    expect(outcome).toMatchObject({ ok: false, field: null });
  });

  it("sends it through the site's partner route when the site's forms go to a partner", async () => {
    const outcome = await postLeadForm(
      pageHeaders('nojs-taurus.localhost'),
      formOf({ category: 'Finance', ...contact, name: 'Jo Partner' }),
    );
    expect(outcome).toEqual({ ok: true, location: '/success?category=Finance' });
    const [row] = await handle.db.select().from(leads).where(eq(leads.name, 'Jo Partner'));
    const deliveries = await handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, row!.id));
    expect(deliveries.map((d) => d.kind).sort()).toEqual(['taurus', 'webhook']);
  });
});

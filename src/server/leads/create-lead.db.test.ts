import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { cars, leadDeliveries, leads } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { RouteError } from '@/server/http/route-error';
import type { TSite } from '@/server/websites/site.types';
import { createLead, IDEMPOTENCY_KEY_REUSED } from './create-lead';
import { ZLead, ZLeadRequest, ZLeadUpdateRequest } from './lead-request.schema';
import { createLeadFixture, createLocationFixture } from '@tests/fixtures/lead-fixture';
import { updateLead } from './update-lead';

let handle: TDbHandle;
let site: TSite;
let other: { site: TSite; carId: number };
let carId: number;
const meta = { userAgent: 'vitest', referer: 'http://demo.localhost/cars/x' };

beforeAll(async () => {
  handle = await createTestDb();
  ({ site, carId } = await createLeadFixture(handle.db, 'demo', [
    { kind: 'webhook', name: 'CRM', url: 'http://127.0.0.1:9/leads', secret: 's' },
    { kind: 'email-adf', name: 'Sales', to: 'sales@demo.example', from: 'noreply@demo.example' },
    { kind: 'taurus', name: 'Taurus', url: 'http://127.0.0.1:9/taurus' },
  ]));
  other = await createLeadFixture(handle.db, 'other', []);
});

afterAll(() => handle.close());

const baseLead = {
  category: 'General Enquiry',
  name: 'Jo',
  email: 'jo@example.com',
  phone: '0412 345 678',
};

const enquiry = (extra: Record<string, unknown> = {}) =>
  ZLead.parse({
    category: 'Used Vehicle Enquiry',
    name: 'Jo Citizen',
    email: 'jo@example.com',
    phone: '+61 412 345 678',
    message: 'Still available?',
    opt_in: 'true',
    Rego: 'ABC123',
    visited_pages: ['/', '/cars/x'],
    linked_query_params: { utm_source: 'google' },
    ...extra,
  });

/** Creates a partial lead; `owner` is what its creating browser saves later steps with (the secret it got). */
async function startPartial(lead: Record<string, unknown>) {
  const created = await createLead(handle.db, site, ZLead.parse({ form_completed: false, ...lead }), meta);
  if (created.spam || !created.secret) throw new Error('no partial lead created');
  return { id: created.id, owner: { ...meta, secret: created.secret } };
}

async function deliveriesOf(id: string) {
  return handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id));
}

describe('createLead', () => {
  it('stores the lead and one outbox row per lead-API destination in one go', async () => {
    const result = await createLead(handle.db, site, enquiry({ car_id: carId }), meta);
    expect(result.spam).toBe(false);
    const [car] = await handle.db.select({ slug: cars.slug }).from(cars).where(eq(cars.id, carId));
    // The car's slug comes back with the lead, read with its ownership, for the success page's link.
    expect(result).toMatchObject({ carSlug: car!.slug });
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, result.id!));
    expect(row).toMatchObject({
      websiteId: site.id,
      carId,
      dealershipId: site.dealershipIds[0],
      source: 'Website',
      leadStatus: 'New',
      formCompleted: true,
      name: 'Jo Citizen',
      phone: '0412345678',
      optIn: true,
      userAgent: 'vitest',
      url: 'http://demo.localhost/cars/x',
      visitedPages: ['/', '/cars/x'],
      linkedQueryParams: { utm_source: 'google' },
      payload: { Rego: 'ABC123' },
    });
    expect(row!.consent?.given).toBe(true);
    const rows = await deliveriesOf(result.id!);
    expect(rows.map((d) => [d.destination, d.kind, d.status]).sort()).toEqual([
      ['CRM', 'webhook', 'pending'],
      ['Sales', 'email-adf', 'pending'],
    ]);
  });

  it("delivers a partner route's lead to the dealer like any other, and relays it to that partner", async () => {
    const result = await createLead(handle.db, site, enquiry(), meta, 'taurus');
    expect((await deliveriesOf(result.id!)).map((d) => d.kind).sort()).toEqual([
      'email-adf',
      'taurus',
      'webhook',
    ]);
    await expect(createLead(handle.db, site, enquiry(), meta, 'drive-iq')).rejects.toMatchObject({
      status: 404,
    });
  });

  it('stores nothing when the spam trap is filled', async () => {
    const before = await handle.db.$count(leads);
    expect(await createLead(handle.db, site, enquiry({ website: 'http://spam' }), meta)).toEqual({
      id: null,
      spam: true,
    });
    expect(await handle.db.$count(leads)).toBe(before);
  });

  it("refuses another site's car, naming the field", async () => {
    const error = await createLead(handle.db, site, enquiry({ car_id: other.carId }), meta).catch((e) => e);
    expect(error).toBeInstanceOf(RouteError);
    expect(error).toMatchObject({ status: 400, field: 'lead.car_id' });
  });

  it('stores a submission once however often its idempotency key is sent, one delivery per destination', async () => {
    const before = await handle.db.$count(leads);
    const lead = enquiry({ car_id: carId, idempotency_key: 'key-0001-double-click' });
    const first = await createLead(handle.db, site, lead, meta);
    const again = await createLead(handle.db, site, lead, meta);
    expect(first).toMatchObject({ spam: false, repeat: false });
    expect(again).toEqual({ ...first, repeat: true });
    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        createLead(handle.db, site, enquiry({ idempotency_key: 'key-0002-concurrent' }), meta),
      ),
    );
    expect(new Set(racing.map((r) => r.id)).size).toBe(1);
    expect(racing.filter((r) => !r.spam && !r.repeat)).toHaveLength(1);
    expect(await handle.db.$count(leads)).toBe(before + 2);
    expect(await deliveriesOf(first.id!)).toHaveLength(2);
    expect(await deliveriesOf(racing[0]!.id!)).toHaveLength(2);
  });

  it('refuses another lead under a key already used (422), and repeats the same lead whatever its field order', async () => {
    const key = 'key-0006-reused-for-another';
    const lead = enquiry({ idempotency_key: key });
    const first = await createLead(handle.db, site, lead, meta);
    const reordered = Object.fromEntries(Object.entries(lead).reverse()) as typeof lead;
    expect(await createLead(handle.db, site, reordered, meta)).toEqual({ ...first, repeat: true });
    const before = await handle.db.$count(leads);
    const another = enquiry({ idempotency_key: key, email: 'someone.else@example.com' });
    const error = await createLead(handle.db, site, another, meta).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RouteError);
    expect(error).toMatchObject({ status: 422, field: 'Idempotency-Key', message: IDEMPOTENCY_KEY_REUSED });
    expect(await handle.db.$count(leads)).toBe(before);
  });

  it('completes the partial lead stored under a key when its creator sends a complete lead with that key', async () => {
    const key = 'key-0004-partial-then-complete';
    const partial = ZLead.parse({
      category: 'Finance',
      givenName: 'Jo',
      form_completed: false,
      idempotency_key: key,
    });
    const started = await createLead(handle.db, site, partial, meta);
    if (started.spam) throw new Error('spam');
    expect(started.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A retry of the partial save finds it, but is not told its secret again.
    expect(await createLead(handle.db, site, partial, meta)).toEqual({
      id: started.id,
      spam: false,
      repeat: true,
      carSlug: null,
    });
    expect(await deliveriesOf(started.id)).toHaveLength(0);

    const complete = enquiry({ category: 'Finance', idempotency_key: key });
    // Anyone else holding the key (without the secret) cannot complete or overwrite it.
    await expect(createLead(handle.db, site, complete, meta)).rejects.toMatchObject({
      status: 403,
      field: 'secret',
    });
    await expect(createLead(handle.db, site, complete, { ...meta, secret: 'guessed' })).rejects.toMatchObject(
      { status: 403 },
    );
    expect(await deliveriesOf(started.id)).toHaveLength(0);

    const alongside: string[] = [];
    const owner = { ...meta, secret: started.secret };
    const finished = await createLead(handle.db, site, complete, owner, 'server', async (_tx, leadId) => {
      alongside.push(leadId);
    });
    // Answered as a repeat of the key (200, docs/leads.md), with the partial lead's id.
    expect(finished).toEqual({ id: started.id, spam: false, repeat: true, carSlug: null });
    expect(alongside).toEqual([started.id]);
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, started.id));
    expect(row).toMatchObject({
      formCompleted: true,
      leadStatus: 'New',
      name: 'Jo Citizen',
      email: 'jo@example.com',
      resumeSecretHash: null,
    });
    expect(await deliveriesOf(started.id)).toHaveLength(2);

    // A retry of the completing request is a plain repeat: nothing is written twice.
    expect(await createLead(handle.db, site, complete, owner)).toEqual({
      id: started.id,
      spam: false,
      repeat: true,
      carSlug: null,
    });
    expect(await deliveriesOf(started.id)).toHaveLength(2);
  });

  it("completes it once when two complete leads race under the partial lead's key", async () => {
    const { id, owner } = await startPartial({
      category: 'Finance',
      givenName: 'Mo',
      idempotency_key: 'key-0005-racing',
    });
    const both = await Promise.all(
      [1, 2].map(() =>
        createLead(
          handle.db,
          site,
          enquiry({ category: 'Finance', idempotency_key: 'key-0005-racing' }),
          owner,
        ),
      ),
    );
    expect(both.map((r) => r.id)).toEqual([id, id]);
    expect(await deliveriesOf(id)).toHaveLength(2);
  });

  it("keys are per site: another site's lead with the same key is its own", async () => {
    const lead = enquiry({ idempotency_key: 'key-0003-two-sites' });
    const here = await createLead(handle.db, site, lead, meta);
    const there = await createLead(handle.db, other.site, lead, meta);
    expect(there.id).not.toBe(here.id);
    expect(there).toMatchObject({ repeat: false });
  });

  it('refuses a malformed idempotency key, naming the field', () => {
    for (const key of ['short', 'has space in it', 'x'.repeat(101)]) {
      const result = ZLead.safeParse({ ...baseLead, idempotency_key: key });
      expect(result.error?.issues[0]?.path).toEqual(['idempotency_key']);
    }
  });

  it("refuses another site's dealership or an unknown one, naming the field", async () => {
    for (const slug of ['other-d', 'no-such-dealer']) {
      const error = await createLead(handle.db, site, enquiry({ dealership_slug: slug }), meta).catch(
        (e) => e,
      );
      expect(error).toBeInstanceOf(RouteError);
      expect(error).toMatchObject({ status: 400, field: 'lead.dealership_slug' });
    }
    const own = await createLead(handle.db, site, enquiry({ dealership_slug: 'demo-d' }), meta);
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, own.id!));
    expect(row!.dealershipId).toBe(site.dealershipIds[0]);
  });

  it("refuses a preferredDealership that is not one of the site's dealerships, naming the field", async () => {
    for (const slug of ['other-d', 'Any Free Text']) {
      const error = await createLead(handle.db, site, enquiry({ preferredDealership: slug }), meta).catch(
        (e) => e,
      );
      expect(error).toMatchObject({ status: 400, field: 'lead.preferredDealership' });
    }
    const own = await createLead(handle.db, site, enquiry({ preferredDealership: 'demo-d' }), meta);
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, own.id!));
    expect(row).toMatchObject({ dealershipId: site.dealershipIds[0], preferredDealership: 'demo-d' });
  });

  it("refuses another site's location or an unknown one, naming the field", async () => {
    const foreign = await createLocationFixture(handle.db, other.site.dealershipIds[0]!, {
      name: 'Elsewhere',
      slug: 'elsewhere',
      city: 'Brisbane',
    });
    for (const id of [foreign, 999_999]) {
      const error = await createLead(handle.db, site, enquiry({ location_id: id }), meta).catch((e) => e);
      expect(error).toMatchObject({ status: 400, field: 'lead.location_id' });
    }
  });

  it('keeps a partial lead out of the outbox until it is completed', async () => {
    const { id, owner } = await startPartial({ category: 'Finance', givenName: 'Jo' });
    expect((await deliveriesOf(id)).length).toBe(0);
    await updateLead(
      handle.db,
      site,
      id,
      ZLead.parse({ category: 'Finance', lead_status: 'Incomplete', postcode: '2000' }),
      owner,
    );
    expect((await deliveriesOf(id)).length).toBe(0);
    await updateLead(handle.db, site, id, enquiry({ category: 'Finance', form_completed: true }), owner);
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ leadStatus: 'New', formCompleted: true, name: 'Jo Citizen' });
    expect((await deliveriesOf(id)).length).toBe(2);
    await expect(updateLead(handle.db, site, id, enquiry(), owner)).rejects.toMatchObject({ status: 409 });
    await expect(updateLead(handle.db, other.site, id, enquiry(), owner)).rejects.toMatchObject({
      status: 404,
    });
  });

  it.each<[string, string | null | undefined]>([
    ['no secret', undefined],
    ['an empty secret', ''],
    ['a guessed secret', 'A'.repeat(43)],
  ])('lets nobody but its creator change a partial lead: %s is refused (403)', async (_case, secret) => {
    const { id } = await startPartial({ category: 'Finance', givenName: 'Jo', email: 'jo@example.com' });
    const takeover = enquiry({ category: 'Finance', email: 'attacker@example.com' });
    await expect(updateLead(handle.db, site, id, takeover, { ...meta, secret })).rejects.toMatchObject({
      status: 403,
      field: 'secret',
    });
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ formCompleted: false, email: 'jo@example.com' });
    expect((await deliveriesOf(id)).length).toBe(0);
  });

  it("does not take another partial lead's secret", async () => {
    const mine = await startPartial({ category: 'Finance', givenName: 'Jo' });
    const theirs = await startPartial({ category: 'Finance', givenName: 'Mo' });
    await expect(
      updateLead(handle.db, site, theirs.id, enquiry({ category: 'Finance' }), mine.owner),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe('updateLead: the save that completes a lead', () => {
  const patch = (lead: Record<string, unknown>) => ZLeadUpdateRequest.parse({ lead }).lead;

  it('needs no name or contact again when an earlier step stored them', async () => {
    const { id, owner } = await startPartial({
      category: 'Finance',
      name: 'Jo Citizen',
      email: 'jo@example.com',
      phone: '0412 345 678',
    });
    await updateLead(handle.db, site, id, patch({ category: 'Finance', employer: 'Acme' }), owner);
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, id!));
    expect(row).toMatchObject({ formCompleted: true, name: 'Jo Citizen', payload: { employer: 'Acme' } });
    expect((await deliveriesOf(id!)).length).toBe(2);
  });

  it('is refused, naming the field, when neither the save nor the stored lead has a contact', async () => {
    const { id, owner } = await startPartial({ category: 'Finance', name: 'Jo Citizen' });
    await expect(
      updateLead(handle.db, site, id, patch({ category: 'Finance' }), owner),
    ).rejects.toMatchObject({ status: 400, field: 'lead.phone' });
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, id!));
    expect(row!.formCompleted).toBe(false);
    expect((await deliveriesOf(id!)).length).toBe(0);
  });
});

describe('updateLead', () => {
  it('keeps every stored field a later step leaves out, and merges the payload', async () => {
    const first = ZLead.parse({
      category: 'Finance',
      first_name: 'Jo',
      last_name: 'Citizen',
      email: 'jo@example.com',
      phone: '+61 412 345 678',
      postcode: '2000',
      opt_in: 'true',
      url: 'http://demo.localhost/get-finance',
      visited_pages: ['/get-finance'],
      loan_amount: '30000',
      form_completed: false,
    });
    const { id, owner } = await startPartial(first);
    const [before] = await handle.db.select().from(leads).where(eq(leads.id, id));
    await updateLead(
      handle.db,
      site,
      id,
      ZLead.parse({ category: 'Finance', employer: 'Acme', lead_status: 'Incomplete' }),
      owner,
    );
    const [after] = await handle.db.select().from(leads).where(eq(leads.id, id!));
    expect(after).toMatchObject({
      name: 'Jo Citizen',
      firstName: 'Jo',
      lastName: 'Citizen',
      email: 'jo@example.com',
      phone: '0412345678',
      postcode: '2000',
      optIn: true,
      consent: before!.consent,
      url: 'http://demo.localhost/get-finance',
      visitedPages: ['/get-finance'],
      leadStatus: 'Incomplete',
      payload: { loan_amount: '30000', employer: 'Acme' },
    });
    expect(after!.consent).toMatchObject({ given: true });
  });

  it('changes the fields a later step sends, rebuilding the name from the parts sent and stored', async () => {
    const { id, owner } = await startPartial({
      category: 'Finance',
      first_name: 'Jo',
      last_name: 'Citizen',
      email: 'jo@example.com',
      opt_in: 'true',
    });
    await updateLead(
      handle.db,
      site,
      id,
      ZLead.parse({
        category: 'Finance',
        first_name: 'Joanne',
        email: 'joanne@example.com',
        opt_in: 'false',
        lead_status: 'Incomplete',
      }),
      owner,
    );
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, id!));
    expect(row).toMatchObject({
      name: 'Joanne Citizen',
      firstName: 'Joanne',
      lastName: 'Citizen',
      email: 'joanne@example.com',
      optIn: false,
      consent: null,
    });
  });
});

describe('ZLead', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['no category', { name: 'Jo', email: 'jo@example.com' }, 'category'],
    ['no name', { category: 'x', email: 'jo@example.com' }, 'name'],
    ['no mobile', { category: 'x', name: 'Jo', email: 'jo@example.com' }, 'phone'],
    ['no email', { category: 'x', name: 'Jo', phone: '0412345678' }, 'email'],
    ['a bad email', { category: 'x', name: 'Jo', email: 'jo@' }, 'email'],
    ['a bad phone', { category: 'x', name: 'Jo', phone: '12' }, 'phone'],
    ['a NUL byte', { category: 'x', name: 'Jo\u0000', email: 'jo@example.com' }, 'name'],
    [
      'a huge message',
      { category: 'x', name: 'Jo', email: 'jo@example.com', message: 'a'.repeat(5001) },
      'message',
    ],
    ['a wrong type', { category: 'x', name: ['Jo'], email: 'jo@example.com' }, 'name'],
    [
      'a date that is not one',
      { category: 'x', name: 'Jo', email: 'jo@example.com', dateTime: 'soon' },
      'dateTime',
    ],
  ])('refuses %s', (_case, input, field) => {
    const result = ZLead.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path.join('.')).toBe(field);
  });
});

describe('ZLead: where the visitor heard about the dealer', () => {
  it.each(['Facebook Marketplace', 'Word of Mouth', 'Other', '', undefined])('accepts %j', (value) => {
    expect(ZLead.safeParse({ ...baseLead, hear_about_us: value }).success).toBe(true);
  });
  it.each(['TikTok', 'facebook', '<script>'])('refuses %j, naming the field', (value) => {
    const result = ZLead.safeParse({ ...baseLead, hear_about_us: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['hear_about_us']);
  });
});

describe('ZLeadRequest', () => {
  it('reads a flat form post (JavaScript off) as the lead', () => {
    const flat = { ...baseLead, opt_in: 'on' };
    expect(ZLeadRequest.parse(flat).lead).toMatchObject({ name: 'Jo', opt_in: true });
    expect(ZLeadRequest.parse({ lead: flat }).lead.name).toBe('Jo');
  });

  it.each([
    ['a string', 'lead'],
    ['a list', [{ category: 'x' }]],
    ['no category', { name: 'Jo' }],
  ])('refuses %s', (_case, body) => {
    expect(ZLeadRequest.safeParse(body).success).toBe(false);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { cars, leadDeliveries, leads, valuations, websites } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { RouteError } from '@/server/http/route-error';
import { createLead } from '@/server/leads/create-lead';
import { ZLead } from '@/server/leads/lead-request.schema';
import { createLeadFixture } from '@tests/fixtures/lead-fixture';
import type { TSite } from '@/server/websites/site.types';
import { loadExportedLeads } from '@/server/leads/list-leads-for-export';
import { buildAdfDocument } from '@/server/providers/lead-destinations/build-adf-xml';
import { createValuationRequest } from './create-valuation-request';
import { ZValuationInput } from './valuation-request.schema';

let handle: TDbHandle;
let site: TSite;
let carId: number;
let otherCarId: number;
let nz: TSite;
const meta = {
  userAgent: 'vitest',
  referer: 'http://trade.localhost/cars/trade-hilux/trade-in',
  origin: 'http://trade.localhost',
  provider: 'none',
};

beforeAll(async () => {
  handle = await createTestDb();
  ({ site, carId } = await createLeadFixture(handle.db, 'trade', [
    { kind: 'webhook', name: 'CRM', url: 'http://127.0.0.1:9/leads', secret: 's' },
  ]));
  otherCarId = (await createLeadFixture(handle.db, 'elsewhere', [])).carId;
  nz = (await createLeadFixture(handle.db, 'kiwi', [])).site;
  await handle.db.update(websites).set({ country: 'NZ' }).where(eq(websites.id, nz.id));
  nz = { ...nz, country: 'NZ' };
});

afterAll(() => handle.close());

const input = (extra: Record<string, unknown> = {}) =>
  ZValuationInput.parse({
    rego: 'abc 123',
    state: 'NSW',
    kms: '85,000',
    condition: 'Good',
    name: 'Jo Citizen',
    email: 'jo@example.com',
    phone: '+61 412 345 678',
    PreferredContactMethod: 'SMS',
    opt_in: 'on',
    visited_pages: ['/', '/cars/trade-hilux'],
    linked_query_params: { utm_source: 'google' },
    ...extra,
  });

async function failure(promise: Promise<unknown>): Promise<RouteError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RouteError);
  return error as RouteError;
}

describe('createValuationRequest', () => {
  it('records a trade-in towards the car: lead, outbox row and valuation row together', async () => {
    const result = await createValuationRequest(handle.db, site, input({ car_id: carId }), meta);
    if (result.spam) throw new Error('not spam');
    expect(result).toMatchObject({ kind: 'trade-in', category: 'Trade-in Enquiry' });
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, result.leadId));
    expect(lead).toMatchObject({
      websiteId: site.id,
      carId,
      category: 'Trade-in Enquiry',
      subcategory: 'trade-in',
      name: 'Jo Citizen',
      phone: '0412345678',
      optIn: true,
      payload: {
        Rego: 'ABC123',
        state: 'NSW',
        kms: 85000,
        PreferredContactMethod: 'SMS',
        condition: 'Good',
      },
    });
    const deliveries = await handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, result.leadId));
    expect(deliveries.map((d) => d.destination)).toEqual(['CRM']);
    const [row] = await handle.db.select().from(valuations).where(eq(valuations.id, result.valuationId));
    expect(row).toMatchObject({
      websiteId: site.id,
      leadId: result.leadId,
      carId,
      rego: 'ABC123',
      state: 'NSW',
      kms: 85000,
      phone: '0412345678',
      provider: 'none',
      providerRef: null,
      result: null,
      adjustmentAnswers: { condition: 'Good' },
    });
    expect(row!.request).toMatchObject({
      origin: 'http://trade.localhost',
      url: meta.referer,
      websiteId: site.id,
      dealershipId: site.dealershipIds[0],
      carId,
      category: 'Trade-in Enquiry',
      preferredContactMethod: 'SMS',
      visitedPages: ['/', '/cars/trade-hilux'],
    });
  });

  it('records a request without a car as Sell My Car', async () => {
    const result = await createValuationRequest(handle.db, site, input(), meta);
    if (result.spam) throw new Error('not spam');
    expect(result).toMatchObject({ kind: 'sell-my-car', category: 'Sell My Car' });
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, result.leadId));
    expect(lead).toMatchObject({ category: 'Sell My Car', subcategory: 'sell-my-car', carId: null });
  });

  it('keeps the year, make and model the visitor gave with the lead, and its ADF names them', async () => {
    const given = input({ make: 'Toyota', model: 'Corolla', year: '2019', rego: 'XYZ 987' });
    const result = await createValuationRequest(handle.db, site, given, meta);
    if (result.spam) throw new Error('not spam');
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, result.leadId));
    expect(lead!.payload).toMatchObject({
      trade_in_make: 'Toyota',
      trade_in_model: 'Corolla',
      trade_in_year: '2019',
    });
    const [document] = await loadExportedLeads(handle.db, [result.leadId]);
    expect(buildAdfDocument([document!])).toContain(
      '<vehicle interest="trade-in" status="used"><year>2019</year><make>Toyota</make><model>Corolla</model>',
    );
  });

  it('refuses a year that is not four digits, naming it', async () => {
    const error = await failure(
      createValuationRequest(handle.db, site, { ...input(), year: 19 as unknown as number }, meta),
    );
    expect([error.status, error.field]).toEqual([400, 'valuation.year']);
  });

  it.each([
    [
      'kms',
      { kms: '85k' },
      'valuation.kms: Enter the kilometres on the odometer as a whole number, e.g. 85,000.',
    ],
    ['rego', { rego: undefined }, 'valuation.rego: This is a required field.'],
    ['state', { state: 'NZ' }, 'valuation.state: Choose one of the options.'],
    ['phone', { phone: '123' }, 'valuation.phone: Must be correct format'],
    [
      'contact method',
      { PreferredContactMethod: 'Fax' },
      'valuation.PreferredContactMethod: Choose one of the options.',
    ],
  ])('refuses a bad %s with a 400 naming the field, storing nothing', async (_case, extra, message) => {
    const before = await handle.db.select().from(valuations);
    const error = await failure(createValuationRequest(handle.db, site, input(extra), meta));
    expect([error.status, error.message, error.field]).toEqual([400, message, message.split(':')[0]]);
    expect(await handle.db.select().from(valuations)).toHaveLength(before.length);
  });

  it("refuses another site's car as no car of this site", async () => {
    const error = await failure(createValuationRequest(handle.db, site, input({ car_id: otherCarId }), meta));
    expect([error.status, error.field, error.message]).toEqual([
      400,
      'valuation.car_id',
      'valuation.car_id: No such car on this site.',
    ]);
  });

  it.each([
    ['reserved', { reserved: true }],
    ['sold', { sold: true }],
    ['coming soon', { status: 'coming_soon' as const }],
    ['Test Drive Only', { tag: 'Test Drive Only' }],
    ['unpriced', { price: null }],
  ])('refuses a trade-in towards a %s car', async (_case, change) => {
    const [car] = await handle.db
      .insert(cars)
      .values({
        slug: `trade-${_case.replace(/\s/g, '-').toLowerCase()}`,
        dealershipId: site.dealershipIds[0]!,
        stocknum: `T-${_case}`,
        name: '2021 Mazda 3',
        make: 'Mazda',
        model: '3',
        year: 2021,
        carType: 'used',
        price: 25000,
        ...change,
      })
      .returning({ id: cars.id });
    const error = await failure(createValuationRequest(handle.db, site, input({ car_id: car!.id }), meta));
    expect(error.message).toBe('valuation.car_id: This car is not available to trade in against.');
  });

  it('takes a New Zealand plate on a New Zealand site', async () => {
    const result = await createValuationRequest(
      handle.db,
      nz,
      input({ state: 'NZ', phone: '021 123 4567' }),
      meta,
    );
    expect(result.spam).toBe(false);
  });

  it('drops a filled spam trap without storing anything', async () => {
    const before = (await handle.db.select().from(leads)).length;
    expect(await createValuationRequest(handle.db, site, input({ website: 'http://spam' }), meta)).toEqual({
      spam: true,
    });
    expect(await handle.db.select().from(leads)).toHaveLength(before);
  });
});

describe("a lead's rows written alongside it", () => {
  it('roll back with the lead when they fail, so neither is half stored', async () => {
    const before = (await handle.db.select().from(leads)).length;
    const lead = ZLead.parse({
      category: 'Sell My Car',
      name: 'Jo',
      email: 'jo@example.com',
      phone: '0412 345 678',
    });
    const attempt = createLead(handle.db, site, lead, meta, 'server', async () => {
      throw new Error('valuation row failed');
    });
    await expect(attempt).rejects.toThrow('valuation row failed');
    expect(await handle.db.select().from(leads)).toHaveLength(before);
  });
});

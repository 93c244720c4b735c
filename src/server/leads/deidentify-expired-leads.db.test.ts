import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { leadDeliveries, leads, valuations, websites } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import type { TSite } from '@/server/websites/site.types';
import { createLead } from './create-lead';
import { retryParkedDeliveries } from './retry-parked-deliveries';
import { DEIDENTIFIED_BEFORE_DELIVERY, deidentifyExpiredLeads } from './deidentify-expired-leads';
import { ZLead } from './lead-request.schema';
import { createLeadFixture } from '@tests/fixtures/lead-fixture';

let handle: TDbHandle;
let site: TSite;
let shortSite: TSite;
let deliveringSite: TSite;
const now = new Date('2026-11-24T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

async function leadCreated(on: TSite, at: Date, email: string): Promise<string> {
  const lead = ZLead.parse({
    category: 'General Enquiry',
    name: 'Jo Citizen',
    email,
    phone: '0412 345 678',
    postcode: '2000',
    message: 'Call me',
    opt_in: true,
    Rego: 'ABC123',
    visited_pages: ['/cars/x'],
    linked_query_params: { utm_source: 'google' },
  });
  const { id } = await createLead(handle.db, on, lead, {
    userAgent: 'Firefox',
    referer: 'http://x/',
    now: at,
  });
  await handle.db.update(leads).set({ createdAt: at }).where(eq(leads.id, id!));
  return id!;
}

beforeAll(async () => {
  handle = await createTestDb();
  ({ site } = await createLeadFixture(handle.db, 'keep730', []));
  ({ site: shortSite } = await createLeadFixture(handle.db, 'keep365', []));
  await handle.db.update(websites).set({ retentionDays: 365 }).where(eq(websites.id, shortSite.id));
  ({ site: deliveringSite } = await createLeadFixture(handle.db, 'delivering', [
    { kind: 'webhook', name: 'CRM', url: 'http://127.0.0.1:9/leads', secret: 's' },
    { kind: 'email-adf', name: 'Sales', to: 'sales@delivering.example', from: 'noreply@delivering.example' },
  ]));
});

afterAll(() => handle.close());

describe('deidentifyExpiredLeads', () => {
  it("removes the person from leads older than their site's retention period, once", async () => {
    const expired = await leadCreated(site, daysAgo(731), 'old@example.com');
    const kept = await leadCreated(site, daysAgo(729), 'recent@example.com');
    const expiredShort = await leadCreated(shortSite, daysAgo(366), 'short@example.com');
    await handle.db.insert(valuations).values({
      websiteId: site.id,
      leadId: expired,
      rego: 'ABC123',
      state: 'NSW',
      kms: 45000,
      name: 'Jo Citizen',
      email: 'old@example.com',
      phone: '0412345678',
      provider: 'demo',
      request: { rego: 'ABC123' },
    });

    expect(await deidentifyExpiredLeads(handle.db, now)).toBe(2);
    expect(await deidentifyExpiredLeads(handle.db, now)).toBe(0);

    const [old] = await handle.db.select().from(leads).where(eq(leads.id, expired));
    expect(old).toMatchObject({
      name: null,
      email: null,
      phone: null,
      postcode: null,
      message: null,
      consent: null,
      userAgent: null,
      url: null,
      visitedPages: [],
      linkedQueryParams: {},
      payload: {},
      category: 'General Enquiry',
      deidentifiedAt: now,
    });
    const [valuation] = await handle.db.select().from(valuations).where(eq(valuations.leadId, expired));
    expect(valuation).toMatchObject({ name: null, email: null, phone: null, rego: '', request: {} });
    const [short] = await handle.db.select().from(leads).where(eq(leads.id, expiredShort));
    expect(short!.email).toBeNull();
    const [recent] = await handle.db.select().from(leads).where(eq(leads.id, kept));
    expect(recent).toMatchObject({ email: 'recent@example.com', name: 'Jo Citizen', deidentifiedAt: null });
  });

  it('parks the deliveries still waiting so no destination is sent the emptied lead, and keeps them parked', async () => {
    const expired = await leadCreated(deliveringSite, daysAgo(800), 'undelivered@example.com');
    await handle.db
      .update(leadDeliveries)
      .set({ status: 'delivered', deliveredAt: daysAgo(799) })
      .where(eq(leadDeliveries.destination, 'Sales'));

    expect(await deidentifyExpiredLeads(handle.db, now)).toBe(1);

    const deliveries = await handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, expired));
    expect(deliveries.map((d) => [d.destination, d.status, d.lastError]).sort()).toEqual([
      ['CRM', 'parked', DEIDENTIFIED_BEFORE_DELIVERY],
      ['Sales', 'delivered', null],
    ]);
    expect(await retryParkedDeliveries(handle.db, deliveringSite.id)).toBe(0);
    const [crm] = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.destination, 'CRM'));
    expect(crm!.status).toBe('parked');
  });
});

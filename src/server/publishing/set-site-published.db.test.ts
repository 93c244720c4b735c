import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { auditLog, websites } from '@/server/db/schema';
import { createTestDb } from '@/server/db/testing/create-test-db';
import { createViewer } from '@/server/dashboard/testing/inbox-fixture';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { createLeadFixture, createLocationFixture } from '@/server/leads/testing/lead-fixture';
import { findEditableSite } from '@/server/site-settings/editable-sites';
import { loadGoLiveFacts } from './load-go-live-facts';
import { setSitePublished } from './set-site-published';

let handle: TDbHandle;
let admin: TViewer;
let siteId: number;
let dealershipId: number;
const CRM = 'https://crm.example/leads';

beforeAll(async () => {
  handle = await createTestDb();
  const { site } = await createLeadFixture(handle.db, 'gamma', [
    { kind: 'webhook', name: 'CRM', url: CRM, secret: 'whsec_0123456789abcdef' },
  ]);
  siteId = site.id;
  dealershipId = site.dealershipIds[0]!;
  await handle.db.update(websites).set({ publishedAt: null }).where(eq(websites.id, siteId));
  admin = await createViewer(handle.db, 'Pat', 'platform_admin');
});

afterAll(() => handle.close());

const facts = async () => loadGoLiveFacts(handle.db, await findEditableSite(handle.db, admin, 'gamma'));
const testLead = (address: string, ok: boolean) =>
  handle.db.insert(auditLog).values({
    userEmail: admin.email,
    websiteId: siteId,
    action: 'settings.test-lead',
    after: { destination: 'CRM', kind: 'webhook', address, ok },
  });

describe('publishing a site', () => {
  it('is refused while blockers stand, and leaves the site unpublished', async () => {
    expect(await facts()).toMatchObject({
      locations: 0,
      cars: 1,
      privacyContact: false,
      testedLeadDestinations: 0,
    });
    expect(await setSitePublished(handle.db, admin, 'gamma', true)).toEqual({ ok: false, reason: 'blocked' });
    const [row] = await handle.db.select().from(websites).where(eq(websites.id, siteId));
    expect(row?.publishedAt).toBeNull();
  });

  it('counts a destination tested only by a delivered test to its present address', async () => {
    await testLead(CRM, false);
    await testLead('https://old-crm.example/leads', true);
    expect((await facts()).testedLeadDestinations).toBe(0);
    await testLead(CRM, true);
    expect((await facts()).testedLeadDestinations).toBe(1);
  });

  it('publishes once every blocker is met, then unpublishes, each on the audit log', async () => {
    await createLocationFixture(handle.db, dealershipId, {
      name: 'Gamma',
      slug: 'gamma',
      primary: true,
      email: 'privacy@gamma.example',
    });
    expect(await facts()).toMatchObject({ locations: 1, privacyContact: true, domains: 0 });
    const now = new Date('2026-11-28T01:00:00Z');
    expect(await setSitePublished(handle.db, admin, 'gamma', true, now)).toEqual({
      ok: true,
      websiteId: siteId,
    });
    expect((await handle.db.select().from(websites).where(eq(websites.id, siteId)))[0]?.publishedAt).toEqual(
      now,
    );
    await setSitePublished(handle.db, admin, 'gamma', false);
    expect(
      (await handle.db.select().from(websites).where(eq(websites.id, siteId)))[0]?.publishedAt,
    ).toBeNull();
    const actions = (await handle.db.select().from(auditLog).where(eq(auditLog.websiteId, siteId))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['settings.publish', 'settings.unpublish']));
  });
});

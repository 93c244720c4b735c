import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLocationHours } from '@/domain/site/location-hours.schema';
import type { TDbHandle } from '@/server/db/client';
import { auditLog, locations, openingHours, specialHours } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { createInboxFixture } from '@tests/fixtures/inbox-fixture';
import { findEditableLocation, listEditableLocations } from './editable-locations';
import { saveLocationHours } from './save-location-hours';

let handle: TDbHandle;
let f: Awaited<ReturnType<typeof createInboxFixture>>;
let atA1: number;
let atA2: number;

const open = { status: 'Open' as const, open: '08:30', close: '17:30' };
const closed = { status: 'Closed' as const, open: null, close: null };
const HOURS: TLocationHours = {
  phone: '02 9000 0000',
  email: 'sales@alpha.example',
  weekdays: [closed, open, open, open, open, open, { status: 'Open', open: '09:00', close: '12:00' }],
  holidays: [
    { date: '2026-12-25', label: 'Christmas Day', status: 'Closed', startHour: null, endHour: null },
  ],
};

beforeAll(async () => {
  handle = await createTestDb();
  f = await createInboxFixture(handle.db, new Date());
  const place = { street: '1 Main St', city: 'Alpha', state: 'NSW', postcode: '2000' };
  const rows = await handle.db
    .insert(locations)
    .values([
      { ...place, dealershipId: f.a1, name: 'Alpha One Sales', slug: 'alpha-one-sales' },
      { ...place, dealershipId: f.a2, name: 'Alpha Two Sales', slug: 'alpha-two-sales' },
    ])
    .returning({ id: locations.id });
  [atA1, atA2] = rows.map((r) => r.id) as [number, number];
}, 60_000);
afterAll(() => handle.close());

const slug = () => f.alpha.site.slug;

describe('who may edit a location', () => {
  it('lists every location of the site for its group admin, and only its own for a dealership manager', async () => {
    const names = async (who: keyof (typeof f)['people']) =>
      (await listEditableLocations(handle.db, f.people[who], slug()))?.locations.map((l) => l.name) ?? null;
    expect(await names('groupAlpha')).toEqual(['Alpha One Sales', 'Alpha Two Sales']);
    expect(await names('platform')).toEqual(['Alpha One Sales', 'Alpha Two Sales']);
    expect(await names('managerA1')).toEqual(['Alpha One Sales']);
    expect(await names('sam')).toBeNull();
    expect(await names('groupBeta')).toBeNull();
  });

  it.each<[string, keyof (typeof f)['people'], () => number]>([
    ['a salesperson', 'sam', () => atA1],
    ['a manager, another dealership’s location', 'managerA1', () => atA2],
    ['another site’s admin', 'groupBeta', () => atA1],
  ])('refuses %s as not found', async (_who, who, location) => {
    await expect(saveLocationHours(handle.db, f.people[who], slug(), location(), HOURS)).rejects.toEqual(
      new DashboardError('not_found'),
    );
  });

  it('refuses a location reached through a site that does not show it', async () => {
    await expect(findEditableLocation(handle.db, f.people.platform, f.beta.site.slug, atA1)).rejects.toEqual(
      new DashboardError('not_found'),
    );
  });
});

describe('saving hours', () => {
  it('replaces weekly and holiday hours with the site’s formatted hours, audits it, and names the sites to refresh', async () => {
    const sites = await saveLocationHours(handle.db, f.people.managerA1, slug(), atA1, HOURS);
    expect(sites).toEqual([f.alpha.site.id]);
    const week = await handle.db.select().from(openingHours).where(eq(openingHours.locationId, atA1));
    expect(week.map((d) => [d.weekday, d.status, d.formatedHours]).sort()).toEqual([
      [0, 'Closed', 'Closed'],
      [1, 'Open', '8:30\u00a0am - 5:30\u00a0pm'],
      [2, 'Open', '8:30\u00a0am - 5:30\u00a0pm'],
      [3, 'Open', '8:30\u00a0am - 5:30\u00a0pm'],
      [4, 'Open', '8:30\u00a0am - 5:30\u00a0pm'],
      [5, 'Open', '8:30\u00a0am - 5:30\u00a0pm'],
      [6, 'Open', '9:00\u00a0am - 12:00\u00a0pm'],
    ]);
    await saveLocationHours(handle.db, f.people.groupAlpha, slug(), atA1, { ...HOURS, holidays: [] });
    expect(await handle.db.select().from(specialHours).where(eq(specialHours.locationId, atA1))).toEqual([]);
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'settings.location'));
    expect(audit).toHaveLength(2);
    expect((audit[1]!.before as { holidays: unknown[] }).holidays).toHaveLength(1);
    expect((audit[1]!.after as { holidays: unknown[] }).holidays).toHaveLength(0);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { dealerships, locations, openingHours, specialHours } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';

const state = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }));

const { listSiteLocations } = await import('./list-site-locations');

let handle: TDbHandle;
let ownIds: number[];
let otherId: number;

beforeAll(async () => {
  handle = await createTestDb();
  state.db = handle.db;
  const [d1, d2, d3] = await handle.db
    .insert(dealerships)
    .values([
      { slug: 'own-one', name: 'Own One' },
      { slug: 'own-two', name: 'Own Two' },
      { slug: 'other', name: 'Other' },
    ])
    .returning();
  ownIds = [d1!.id, d2!.id];
  otherId = d3!.id;
  const place = { street: '1 Main St', city: 'Town', state: 'NSW', postcode: '2000' };
  const rows = await handle.db
    .insert(locations)
    .values([
      { dealershipId: d1!.id, name: 'Own One Sales', slug: 'own-one-sales', ...place },
      { dealershipId: d2!.id, name: 'Own Two Service', slug: 'own-two-service', primary: true, ...place },
      { dealershipId: d3!.id, name: 'Other Sales', slug: 'other-sales', ...place },
    ])
    .returning();
  await handle.db.insert(openingHours).values(
    rows.map((l) => ({
      locationId: l.id,
      weekday: 1,
      open: '08:00',
      close: '17:00',
      status: 'Open' as const,
      formatedHours: `${l.name} hours`,
    })),
  );
  await handle.db
    .insert(specialHours)
    .values(rows.map((l) => ({ locationId: l.id, date: '2026-12-25', status: 'Closed' as const })));
});

afterAll(() => handle.close());

describe('listSiteLocations', () => {
  it("returns only the site's dealerships' locations, primary first, each with its own hours", async () => {
    const list = await listSiteLocations(1, ownIds);
    expect(list.map((l) => l.name)).toEqual(['Own Two Service', 'Own One Sales']);
    for (const l of list) {
      expect(ownIds).toContain(l.dealershipId);
      expect(l.hours.map((h) => h.formatedHours)).toEqual([`${l.name} hours`]);
      expect(l.special.every((s) => s.locationId === l.id)).toBe(true);
      expect(l.special).toHaveLength(1);
    }
  });

  it("never another site's location, and nothing without dealerships", async () => {
    expect((await listSiteLocations(2, [otherId])).map((l) => l.name)).toEqual(['Other Sales']);
    expect(await listSiteLocations(3, [])).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { cars, dealerships } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';

const state = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('@/server/db/db', () => ({ getDb: async () => state.db }));
vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }));

const { listSitemapCars } = await import('./list-sitemap-cars');

let handle: TDbHandle;
let own: number;
let other: number;

const car = (dealershipId: number, slug: string, extra: Partial<typeof cars.$inferInsert> = {}) => ({
  dealershipId,
  slug,
  stocknum: slug,
  name: slug,
  make: 'Toyota',
  model: 'HiLux',
  year: 2024,
  carType: 'used' as const,
  ...extra,
});

beforeAll(async () => {
  handle = await createTestDb();
  state.db = handle.db;
  const [d1, d2] = await handle.db
    .insert(dealerships)
    .values([
      { slug: 'own', name: 'Own' },
      { slug: 'other', name: 'Other' },
    ])
    .returning();
  own = d1!.id;
  other = d2!.id;
  await handle.db
    .insert(cars)
    .values([
      car(own, 'in-stock'),
      car(own, 'reserved', { reserved: true }),
      car(own, 'sold', { sold: true }),
      car(own, 'coming-soon', { status: 'coming_soon' }),
      car(own, 'hidden', { showOnDealerWebsite: false }),
      car(other, 'other-site'),
    ]);
});

afterAll(() => handle.close());

describe('listSitemapCars', () => {
  it('lists the in-stock, unsold cars the site shows (reserved included), none of another site', async () => {
    const slugs = (await listSitemapCars(1, [own])).map((c) => c.slug).sort();
    expect(slugs).toEqual(['in-stock', 'reserved']);
  });

  it("lists the other site's cars only for that site, and none without dealerships", async () => {
    expect((await listSitemapCars(2, [other])).map((c) => c.slug)).toEqual(['other-site']);
    expect(await listSitemapCars(3, [])).toEqual([]);
  });
});

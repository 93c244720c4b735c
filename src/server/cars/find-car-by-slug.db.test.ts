import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { carImages, cars, dealerships } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { findCarBySlug } from './find-car-by-slug';

let handle: TDbHandle;
let ours: number;
let theirs: number;

beforeAll(async () => {
  handle = await createTestDb();
  const [a, b] = await handle.db
    .insert(dealerships)
    .values([
      { slug: 'ours', name: 'Ours' },
      { slug: 'theirs', name: 'Theirs' },
    ])
    .returning();
  ours = a!.id;
  theirs = b!.id;
  const base = {
    make: 'Toyota',
    model: 'HiLux',
    year: 2023,
    carType: 'used' as const,
    name: '2023 Toyota HiLux',
  };
  const [car] = await handle.db
    .insert(cars)
    .values([
      { ...base, slug: 'our-hilux', stocknum: 'A1', dealershipId: ours },
      { ...base, slug: 'their-hilux', stocknum: 'B1', dealershipId: theirs },
      { ...base, slug: 'hidden-hilux', stocknum: 'A2', dealershipId: ours, showOnDealerWebsite: false },
    ])
    .returning();
  await handle.db.insert(carImages).values([
    {
      carId: car!.id,
      position: 1,
      url: '/media/b.webp',
      thumbUrl: '/media/bt.webp',
      width: 1200,
      height: 800,
    },
    {
      carId: car!.id,
      position: 0,
      url: '/media/a.webp',
      thumbUrl: '/media/at.webp',
      width: 1200,
      height: 800,
    },
  ]);
});

afterAll(() => handle.close());

describe('findCarBySlug', () => {
  it("finds the site's own car with its photos in order", async () => {
    const car = await findCarBySlug(handle.db, [ours], 'our-hilux');
    expect(car?.stocknum).toBe('A1');
    expect(car?.images.map((i) => i.url)).toEqual(['/media/a.webp', '/media/b.webp']);
  });

  it.each([
    ["another site's car", 'their-hilux'],
    ['a car hidden from the dealer website', 'hidden-hilux'],
    ['an unknown slug', 'nope'],
  ])('does not find %s', async (_label, slug) => {
    expect(await findCarBySlug(handle.db, [ours], slug)).toBeNull();
  });

  it('finds nothing for a site with no dealerships', async () => {
    expect(await findCarBySlug(handle.db, [], 'our-hilux')).toBeNull();
  });

  it('finds the other car through its own site', async () => {
    expect((await findCarBySlug(handle.db, [theirs], 'their-hilux'))?.stocknum).toBe('B1');
  });
});

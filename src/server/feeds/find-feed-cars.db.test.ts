import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { carImages, cars, dealerships } from '@/server/db/schema';
import { PLACEHOLDER_IMAGE_URL } from '@/server/media/placeholder';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { findFeedCars } from './find-feed-cars';

let handle: TDbHandle;
let ours: number;

type TRow = typeof cars.$inferInsert;

const car = (dealershipId: number, slug: string, row: Partial<TRow> = {}): TRow => ({
  slug,
  stocknum: slug,
  dealershipId,
  name: `2022 Mazda CX-5 ${slug}`,
  make: 'Mazda',
  model: 'CX-5',
  year: 2022,
  carType: 'used',
  price: 30000,
  ...row,
});

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
  const inserted = await handle.db
    .insert(cars)
    .values([
      car(ours, 'on-sale', { vin: 'JM0KF4W7A00123456', km: 45210 }),
      car(ours, 'sold', { sold: true }),
      car(ours, 'reserved', { reserved: true }),
      car(ours, 'hidden', { showOnDealerWebsite: false }),
      car(ours, 'coming-soon', { status: 'coming_soon' }),
      car(ours, 'no-price', { price: null }),
      car(ours, 'zero-price', { price: 0 }),
      car(b!.id, 'theirs'),
    ])
    .returning({ id: cars.id, slug: cars.slug });
  const onSale = inserted.find((c) => c.slug === 'on-sale')!.id;
  await handle.db.insert(carImages).values([
    { carId: onSale, position: 2, url: '/media/cars/b.jpg', thumbUrl: '/t/b.jpg', width: 1, height: 1 },
    { carId: onSale, position: 0, url: PLACEHOLDER_IMAGE_URL, thumbUrl: '/t/p.jpg', width: 1, height: 1 },
    { carId: onSale, position: 1, url: '/media/cars/a.jpg', thumbUrl: '/t/a.jpg', width: 1, height: 1 },
  ]);
});

afterAll(async () => {
  await handle.close();
});

describe('findFeedCars', () => {
  it("carries only the site's cars on sale with a price: sold, reserved, hidden and coming-soon cars leave", async () => {
    const rows = await findFeedCars(handle.db, [ours]);
    expect(rows.map((r) => r.slug)).toEqual(['on-sale']);
    expect(rows[0]).toMatchObject({ price: 30000, km: 45210, vin: 'JM0KF4W7A00123456' });
  });

  it("gives the photos in the gallery's order without the placeholder", async () => {
    const [row] = await findFeedCars(handle.db, [ours]);
    expect(row!.photos).toEqual(['/media/cars/a.jpg', '/media/cars/b.jpg']);
  });

  it('is empty for a site without dealerships', async () => {
    expect(await findFeedCars(handle.db, [])).toEqual([]);
  });
});

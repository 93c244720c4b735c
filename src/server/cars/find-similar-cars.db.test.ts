import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { similarCarCriteria } from '@/domain/cars/similar-car-criteria';
import type { TDbHandle } from '@/server/db/client';
import { cars, dealerships } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { findFavouriteCars } from '@/server/search/find-favourite-cars';
import { findSimilarCars } from './find-similar-cars';
import { findStockMakeModels } from './find-stock-make-models';

let handle: TDbHandle;
let ours: number;
let theirs: number;

type TRow = typeof cars.$inferInsert;

/** A car of `dealershipId` created `daysAgo` days ago; slug and stock number from `slug`. */
function car(
  dealershipId: number,
  slug: string,
  { daysAgo = 0, ...row }: Partial<TRow> & Pick<TRow, 'make' | 'model' | 'year'> & { daysAgo?: number },
) {
  return {
    slug,
    stocknum: slug,
    dealershipId,
    name: `${row.year} ${row.make} ${row.model}`,
    carType: 'used' as const,
    createdAt: new Date(Date.UTC(2026, 0, 31) - daysAgo * 86_400_000),
    ...row,
  };
}

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
  await handle.db
    .insert(cars)
    .values([
      car(ours, 'cx30-2019', { make: 'Mazda', model: 'CX-30', year: 2019, daysAgo: 1 }),
      car(ours, 'cx30-2024', { make: 'Mazda', model: 'CX-30', year: 2024, daysAgo: 5 }),
      car(ours, 'cx30-2022', { make: 'Mazda', model: 'CX-30', year: 2022, daysAgo: 9 }),
      car(ours, 'cx5-2023', { make: 'Mazda', model: 'CX-5', year: 2023, daysAgo: 0 }),
      car(ours, 'hilux-2021', { make: 'Toyota', model: 'HiLux', year: 2021, daysAgo: 2 }),
      car(ours, 'cx30-sold', { make: 'Mazda', model: 'CX-30', year: 2023, sold: true }),
      car(ours, 'cx30-hidden', { make: 'Mazda', model: 'CX-30', year: 2023, showOnDealerWebsite: false }),
      car(ours, 'cx30-soon', { make: 'Mazda', model: 'CX-30', year: 2023, status: 'coming_soon' }),
      car(ours, 'ranger-sold', { make: 'Ford', model: 'Ranger', year: 2023, sold: true }),
      car(theirs, 'their-cx30', { make: 'Mazda', model: 'CX-30', year: 2023, daysAgo: 0 }),
      car(theirs, 'their-ranger', { make: 'Ford', model: 'Ranger', year: 2023, daysAgo: 0 }),
    ]);
});

afterAll(() => handle.close());

const slugs = (found: { cars: { slug: string }[] }) => found.cars.map((c) => c.slug);

describe('findStockMakeModels', () => {
  it("lists the makes and models this site has on show, and no other site's", async () => {
    expect(await findStockMakeModels(handle.db, [ours])).toEqual([
      { make: 'Mazda', model: 'CX-30' },
      { make: 'Mazda', model: 'CX-5' },
      { make: 'Toyota', model: 'HiLux' },
    ]);
  });

  it('lists nothing for a site with no dealerships', async () => {
    expect(await findStockMakeModels(handle.db, [])).toEqual([]);
  });
});

describe('findSimilarCars', () => {
  async function similarTo(slug: string, limit = 10) {
    const criteria = similarCarCriteria(slug, await findStockMakeModels(handle.db, [ours]));
    return findSimilarCars(handle.db, [ours], criteria, limit);
  }

  it('offers the same model first, nearest year first, then the rest of the make; never sold, hidden, coming-soon or other-site cars', async () => {
    const found = await similarTo('2023-mazda-cx-30-g20-pure-penrith-m1');
    expect(found.like).toEqual({ make: 'Mazda', model: 'CX-30' });
    // 2024 and 2022 are one year off (the newer-listed 2024 first), 2019 four; then the CX-5.
    expect(slugs(found)).toEqual(['cx30-2024', 'cx30-2022', 'cx30-2019', 'cx5-2023']);
  });

  it('orders the same model newest first when the slug has no year', async () => {
    expect(slugs(await similarTo('mazda-cx-30'))).toEqual([
      'cx30-2019',
      'cx30-2024',
      'cx30-2022',
      'cx5-2023',
    ]);
  });

  it('offers the make when only the make is named, and keeps to the limit', async () => {
    const found = await similarTo('2023-mazda-bt-50-xtr', 2);
    expect(found.like).toEqual({ make: 'Mazda', model: null });
    expect(slugs(found)).toEqual(['cx5-2023', 'cx30-2024']);
  });

  it('falls back to the newest cars when the slug names nothing this site has', async () => {
    for (const slug of ['no-such-car', '2023-ford-ranger-xlt', 'their-ranger']) {
      const found = await similarTo(slug);
      expect(found.like).toBeNull();
      expect(slugs(found)).toEqual(['cx5-2023', 'cx30-2019', 'hilux-2021', 'cx30-2024', 'cx30-2022']);
    }
  });

  it('falls back to the newest cars when none of the make is left (stock changed since)', async () => {
    const found = await findSimilarCars(handle.db, [ours], { make: 'Ford', model: 'Ranger', year: 2023 }, 2);
    expect(found).toEqual({
      like: null,
      cars: [expect.objectContaining({ slug: 'cx5-2023' }), expect.objectContaining({ slug: 'cx30-2019' })],
    });
  });

  it("answers another site's cars only through that site", async () => {
    const found = await findSimilarCars(
      handle.db,
      [theirs],
      { make: 'Mazda', model: 'CX-30', year: 2023 },
      10,
    );
    expect(slugs(found)).toEqual(['their-cx30']);
  });

  it('finds nothing for a site with no dealerships', async () => {
    expect(await findSimilarCars(handle.db, [], { make: 'Mazda', model: null, year: null }, 10)).toEqual({
      like: null,
      cars: [],
    });
  });

  it('gives each car what every card reads (banner, repayment, checkout), as the home and search do', async () => {
    const [first] = (await similarTo('2024-mazda-cx-30')).cars;
    const [saved] = await findFavouriteCars(handle.db, [ours], [first!.slug]);
    expect(first).toEqual(saved);
    expect(first).toMatchObject({ hasCheckoutPaymentProcessor: false, reservable: null });
    expect(first).not.toHaveProperty('model');
  });
});

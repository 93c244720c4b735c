import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { cars, dealerships } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { findFavouriteCars, MAX_FAVOURITES } from './find-favourite-cars';

let handle: TDbHandle;
let ours: number;

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
  const base = { make: 'Toyota', model: 'HiLux', year: 2023, carType: 'used' as const, name: 'HiLux' };
  await handle.db.insert(cars).values([
    { ...base, slug: 'in-stock', stocknum: 'A1', dealershipId: ours },
    { ...base, slug: 'sold', stocknum: 'A2', dealershipId: ours, sold: true },
    { ...base, slug: 'hidden', stocknum: 'A3', dealershipId: ours, showOnDealerWebsite: false },
    { ...base, slug: 'theirs', stocknum: 'B1', dealershipId: b!.id },
    {
      ...base,
      slug: 'listed-processor',
      stocknum: 'A4',
      dealershipId: ours,
      reservable: false,
      paymentProcessors: [{ authorization_type: 'stripe', authorization_key: 'pk_test_listing_key' }],
    },
  ]);
});

afterAll(() => handle.close());

describe('findFavouriteCars', () => {
  it('answers the saved cars of the site in the order asked, a sold one marked sold', async () => {
    const found = await findFavouriteCars(handle.db, [ours], ['sold', 'in-stock']);
    expect(found.map((c) => [c.slug, c.sold])).toEqual([
      ['sold', true],
      ['in-stock', false],
    ]);
  });

  it("never answers another site's car or one hidden from the website", async () => {
    const found = await findFavouriteCars(handle.db, [ours], ['theirs', 'hidden']);
    expect(found).toEqual([]);
  });

  it('sees a car sold since it was saved', async () => {
    await handle.db.update(cars).set({ sold: true }).where(eq(cars.slug, 'in-stock'));
    const [car] = await findFavouriteCars(handle.db, [ours], ['in-stock']);
    expect(car?.sold).toBe(true);
  });

  it('carries what the card’s checkout button reads, a listed processor counting, never its key', async () => {
    const found = await findFavouriteCars(handle.db, [ours], ['listed-processor', 'in-stock']);
    expect(found.map((c) => [c.slug, c.hasCheckoutPaymentProcessor, c.reservable])).toEqual([
      ['listed-processor', true, false],
      ['in-stock', false, null],
    ]);
    expect(JSON.stringify(found)).not.toContain('pk_test_listing_key');
  });

  it('answers nothing for a site without dealerships or an empty list, and caps the lookup', async () => {
    expect(await findFavouriteCars(handle.db, [], ['sold'])).toEqual([]);
    expect(await findFavouriteCars(handle.db, [ours], [])).toEqual([]);
    const many = [...Array.from({ length: MAX_FAVOURITES }, (_, i) => `gone-${i}`), 'sold'];
    expect(await findFavouriteCars(handle.db, [ours], many)).toEqual([]);
  });
});

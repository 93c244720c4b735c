import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { cars, dealerships } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { findSpecialOfferCars } from './find-special-offer-cars';

let handle: TDbHandle;
let ours: number;
let theirs: number;

type TRow = typeof cars.$inferInsert;

function car(dealershipId: number, slug: string, row: Partial<TRow> & { daysAgo?: number } = {}) {
  const { daysAgo = 0, ...rest } = row;
  return {
    slug,
    stocknum: slug,
    dealershipId,
    name: slug,
    make: 'Mazda',
    model: 'BT-50',
    year: 2024,
    carType: 'demo' as const,
    interestRate: '7.49',
    createdAt: new Date(Date.UTC(2026, 0, 31) - daysAgo * 86_400_000),
    ...rest,
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
      car(ours, 'special-old', { tag: 'Special', daysAgo: 9 }),
      car(ours, 'special-new', { tag: ' special ', daysAgo: 1 }),
      car(ours, 'special-sold', { tag: 'Special', sold: true }),
      car(ours, 'special-hidden', { tag: 'Special', showOnDealerWebsite: false }),
      car(ours, 'special-soon', { tag: 'Special', status: 'coming_soon' }),
      car(ours, 'test-drive-only', { tag: 'Test Drive Only' }),
      car(ours, 'untagged'),
      car(theirs, 'their-special', { tag: 'Special' }),
    ]);
});

afterAll(() => handle.close());

describe('findSpecialOfferCars', () => {
  it("lists only the dealerships' cars on show tagged Special, newest first", async () => {
    const found = await findSpecialOfferCars(handle.db, [ours], 10);
    expect(found.map((c) => c.slug)).toEqual(['special-new', 'special-old']);
  });

  it('gives each car what its card shows: banner fields and rates as strings', async () => {
    const [first] = await findSpecialOfferCars(handle.db, [ours], 1);
    expect(first).toMatchObject({
      tag: ' special ',
      sold: false,
      interestRate: '7.49',
      comparisonRate: null,
    });
    expect(typeof first!.createdAt).toBe('string');
  });

  it('reads nothing without dealerships', async () => {
    expect(await findSpecialOfferCars(handle.db, [], 10)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { cars, dealerships } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createMarketEstimateValuationProvider } from './market-estimate-valuation-provider';
import type { TValuationRequest } from './types';

let handle: TDbHandle;
let ours: number;
let theirs: number;

const request = (over: Partial<TValuationRequest> = {}): TValuationRequest => ({
  url: null,
  origin: 'http://demo.localhost',
  rego: 'ABC123',
  state: 'NSW',
  kms: 60_000,
  vehicle: { make: 'Toyota', model: 'HiLux', year: 2020 },
  name: 'Sam Buyer',
  email: 'sam@example.com',
  phone: '0412345678',
  preferredContactMethod: 'Email',
  category: 'Trade-in Enquiry',
  websiteId: 1,
  dealershipId: null,
  locationId: null,
  carId: null,
  linkedQueryParams: {},
  visitedPages: [],
  ...over,
});

let n = 0;
function hilux(dealershipId: number, price: number | null, over: Partial<typeof cars.$inferInsert> = {}) {
  n += 1;
  return {
    slug: `hilux-${n}`,
    stocknum: `H${n}`,
    dealershipId,
    name: 'HiLux',
    make: 'Toyota',
    model: 'HiLux',
    year: 2020,
    km: 60_000,
    carType: 'used' as const,
    price,
    ...over,
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
      hilux(ours, 38_000),
      hilux(ours, 40_000, { sold: true }),
      hilux(ours, 42_000, { year: 2021, rego: 'xyz-789' }),
      hilux(ours, 99_000, { year: 2024 }),
      hilux(ours, 10_000, { km: 200_000 }),
      hilux(theirs, 1_000),
      hilux(theirs, 1_000),
    ]);
});

afterAll(() => handle.close());

const provider = (ids: number[]) => createMarketEstimateValuationProvider(async () => handle.db, ids);

async function value(ids: number[], req: TValuationRequest) {
  const p = provider(ids);
  const vehicle = await p.findVehicle(req);
  return {
    vehicle,
    estimate: await p.valueVehicle({ providerRef: vehicle.providerRef, adjustmentAnswers: {} }),
  };
}

describe('the market-estimate valuation provider', () => {
  it("values a described car from the group's own stock and sold stock, saying on how many cars", async () => {
    const { vehicle, estimate } = await value([ours], request());
    expect(vehicle.description).toBe('2020 Toyota HiLux');
    expect(estimate).toMatchObject({ low: 39_000, high: 41_000, comparables: 3 });
    expect(estimate?.basis).toContain('3 comparable cars');
  });

  it('finds a plate the group has had in stock when the car is not described', async () => {
    const { vehicle } = await value([ours], request({ vehicle: null, rego: 'XYZ789' }));
    expect(vehicle.description).toBe('2021 Toyota HiLux');
  });

  it('refuses a car neither described nor known by its plate', async () => {
    await expect(provider([ours]).findVehicle(request({ vehicle: null, rego: 'NOPE1' }))).rejects.toThrow(
      /not described/,
    );
  });

  it('shows no figure on fewer than three comparable cars, and never reads another group’s stock', async () => {
    expect((await value([theirs], request())).estimate).toBeNull();
    expect(
      (await value([ours], request({ vehicle: { make: 'Toyota', model: 'Camry', year: 2020 } }))).estimate,
    ).toBeNull();
  });
});

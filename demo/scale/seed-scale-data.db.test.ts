import { count, eq, inArray, ne } from 'drizzle-orm';
import type { IMediaStore } from '@/server/providers/media/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { carImages, cars, websiteDealerships, websites } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { PLACEHOLDER_IMAGE_URL } from '@/server/media/placeholder';
import { seedDemoData, type TSeedSummary } from '../seed-demo-data';
import { scaleSites } from './scale-sites';
import { spreadCars } from './spread-cars';

const NOW = new Date('2026-03-10T01:00:00Z');
let handle: TDbHandle;
let summary: TSeedSummary;

// Every image already rendered: this test is about the rows (the demo seed's test renders the images).
const renderedMedia: IMediaStore = {
  name: 'local',
  put: async () => {},
  get: async () => null,
  has: async () => true,
  delete: async () => {},
};

beforeAll(async () => {
  handle = await createTestDb();
  summary = await seedDemoData(handle.db, {
    now: NOW,
    media: renderedMedia,
    sites: scaleSites(5, 300),
    placeholderPhotos: true,
  });
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe('the scale seed (seedDemoData with scaleSites, placeholder photos)', () => {
  it('writes every site with its share of the cars, each car on its own site’s dealerships', async () => {
    const expected = spreadCars(5, 300);
    expect(summary.sites.map((s) => s.cars)).toEqual(expected);
    const rows = await handle.db.select({ id: websites.id, slug: websites.slug }).from(websites);
    expect(rows.map((r) => r.slug).sort()).toEqual(
      scaleSites(5, 300)
        .map((s) => s.website.slug)
        .sort(),
    );
    for (const [i, site] of scaleSites(5, 300).entries()) {
      const website = rows.find((r) => r.slug === site.website.slug)!;
      const links = await handle.db
        .select({ id: websiteDealerships.dealershipId })
        .from(websiteDealerships)
        .where(eq(websiteDealerships.websiteId, website.id));
      const [stock] = await handle.db
        .select({ n: count() })
        .from(cars)
        .where(
          inArray(
            cars.dealershipId,
            links.map((l) => l.id),
          ),
        );
      expect(stock!.n).toBe(expected[i]);
    }
  });

  it('gives every car one photo, the shared placeholder', async () => {
    const [images] = await handle.db.select({ n: count() }).from(carImages);
    expect(images!.n).toBe(300);
    const [other] = await handle.db
      .select({ n: count() })
      .from(carImages)
      .where(ne(carImages.url, PLACEHOLDER_IMAGE_URL));
    expect(other!.n).toBe(0);
  });
});

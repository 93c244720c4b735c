import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { createLocalMediaStore } from '@/server/providers/media/local-media-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import {
  carImages,
  cars,
  catalogueModels,
  contentBlocks,
  locations,
  openingHours,
  reviews,
  specialHours,
  websiteDealerships,
  websites,
} from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { marketEstimate } from '@/domain/valuations/market-estimate';
import { PLACEHOLDER_IMAGE_URL } from '@/server/media/placeholder';
import { isDatabaseEmpty } from './is-database-empty';
import { seedDemoData, type TSeedSummary } from './seed-demo-data';

const NOW = new Date('2026-03-10T01:00:00Z');
const DAY_MS = 86_400_000;
let handle: TDbHandle;
let mediaDir: string;
let summary: TSeedSummary;

beforeAll(async () => {
  handle = await createTestDb();
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'forecourt-seed-'));
  expect(await isDatabaseEmpty(handle.db)).toBe(true);
  summary = await seedDemoData(handle.db, { now: NOW, media: createLocalMediaStore(mediaDir), nswCars: 120 });
}, 120_000);

afterAll(async () => {
  await handle?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

async function site(slug: string) {
  const [row] = await handle.db.select().from(websites).where(eq(websites.slug, slug));
  const links = await handle.db
    .select()
    .from(websiteDealerships)
    .where(eq(websiteDealerships.websiteId, row!.id));
  const dealershipIds = links.map((l) => l.dealershipId);
  const stock = await handle.db
    .select()
    .from(cars)
    .where(inArray(cars.dealershipId, dealershipIds))
    .orderBy(asc(cars.id));
  const places = await handle.db
    .select()
    .from(locations)
    .where(inArray(locations.dealershipId, dealershipIds));
  return { row: row!, stock, places };
}

describe('seedDemoData', () => {
  it('builds the three demo sites with their variants of the spec', async () => {
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
    expect(summary.sites.map((s) => [s.slug, s.cars])).toEqual([
      ['sydney-motor-group', 120],
      ['sunshine-coast-nissan', 300],
      ['waikato-motors', 200],
    ]);
    const nsw = (await site('sydney-motor-group')).row;
    expect(nsw).toMatchObject({
      checkoutPath: 'checkout',
      footerVariant: 'columns',
      financeProvider: 'taurus',
      paymentProvider: 'stripe',
    });
    expect(nsw.featureFlags.happyRewards).toBe(true);
    expect(JSON.stringify(nsw.navigation)).toContain('/happy-rewards');
    expect(nsw.navigation?.header.some((i) => i.kind === 'brands-mega')).toBe(true);
    const nissan = (await site('sunshine-coast-nissan')).row;
    expect(nissan).toMatchObject({
      template: 'buy-online',
      checkoutPath: 'buy-online',
      financeProvider: 'nissan-finance',
      timezone: 'Australia/Brisbane',
      manufacturerSlug: 'nissan',
    });
    expect(nissan.featureFlags.regionalNissan).toBe(true);
    expect(JSON.stringify(nissan.navigation)).not.toContain('/happy-rewards');
    const nz = (await site('waikato-motors')).row;
    expect(nz).toMatchObject({
      country: 'NZ',
      currency: 'NZD',
      timezone: 'Pacific/Auckland',
      financeProvider: '360-finance',
      paymentProvider: 'till',
      footerVariant: 'dealer-contacts',
    });
    expect(nz.salesContacts).toHaveLength(3);
  });

  it('covers every location type in the NSW group, with hours, holidays and consistent ratings', async () => {
    const { places } = await site('sydney-motor-group');
    expect(new Set(places.map((l) => l.locationType))).toEqual(
      new Set(['sales', 'service', 'parts', 'service-and-parts', 'primary', '']),
    );
    expect(
      places.every(
        (l) => /^MD\d+$/.test(l.dealerLicenseNumber ?? '') && /^MVRL\d+$/.test(l.motorVehicleRepairer ?? ''),
      ),
    ).toBe(true);
    expect(
      places.every((l) => l.placeUrl?.startsWith('https://www.google.com/maps/search/?api=1&query=')),
    ).toBe(true);
    const ids = places.map((l) => l.id);
    const hours = await handle.db.select().from(openingHours).where(inArray(openingHours.locationId, ids));
    expect(hours).toHaveLength(places.length * 7);
    expect(hours.some((h) => h.weekday === 0 && h.status === 'Closed' && h.formatedHours === 'Closed')).toBe(
      true,
    );
    expect(hours.some((h) => h.formatedHours === '8:30 am - 5:30 pm')).toBe(true);
    // Both shapes the Mon-Fri collapse needs: locations whose five weekdays share open and close, and one whose don't.
    const weekdayShapes = ids.map((id) => {
      const weekdays = hours.filter((h) => h.locationId === id && h.weekday >= 1 && h.weekday <= 5);
      return new Set(weekdays.map((h) => `${h.open}-${h.close}`)).size;
    });
    expect(weekdayShapes).toContain(1);
    expect(weekdayShapes.some((distinct) => distinct > 1)).toBe(true);
    const special = await handle.db.select().from(specialHours).where(inArray(specialHours.locationId, ids));
    const today = '2026-03-10';
    expect(special.some((s) => s.date < today)).toBe(true);
    expect(special.map((s) => s.date)).toEqual(
      expect.arrayContaining(['2026-12-25', '2026-12-26', '2027-01-01']),
    );
    const ratings = await handle.db.select().from(reviews).where(inArray(reviews.locationId, ids));
    expect(ratings.length).toBeGreaterThanOrEqual(12);
    expect(ratings.some((r) => r.text === null) && ratings.some((r) => r.imageUrl !== null)).toBe(true);
    const average = ratings.reduce((sum, r) => sum + r.rating, 0) / ratings.length;
    expect(average).toBeGreaterThan(4.2);
    expect(average).toBeLessThan(4.6);
    for (const place of places) {
      const own = ratings.filter((r) => r.locationId === place.id);
      expect(place.reviewCount).toBe(own.length);
      if (own.length)
        expect(Number(place.averageRating)).toBeCloseTo(
          own.reduce((s, r) => s + r.rating, 0) / own.length,
          1,
        );
    }
  });

  it.each(['sydney-motor-group', 'sunshine-coast-nissan', 'waikato-motors'])(
    'gives %s every stock variant',
    async (slug) => {
      const { stock, places } = await site(slug);
      const fresh = (c: (typeof stock)[number]) => NOW.getTime() - c.createdAt.getTime() < 8 * DAY_MS;
      expect(new Set(stock.map((c) => c.carType))).toEqual(new Set(['new', 'used', 'demo']));
      expect(new Set(stock.map((c) => c.status))).toEqual(new Set(['in_stock', 'coming_soon']));
      expect(new Set(stock.map((c) => c.tag))).toEqual(
        new Set([null, 'Test Drive Only', 'Special', 'Pre-order']),
      );
      expect(new Set(stock.map((c) => c.simpleFuel))).toEqual(new Set([null, 'Electric', 'Hybrid']));
      for (const variant of [
        (c: (typeof stock)[number]) => c.sold,
        (c: (typeof stock)[number]) => c.reserved,
        (c: (typeof stock)[number]) => c.reservable === false,
        (c: (typeof stock)[number]) => !c.showOnDealerWebsite,
        (c: (typeof stock)[number]) => c.paymentProcessors.length === 0 && !c.hasCheckoutPaymentProcessor,
        (c: (typeof stock)[number]) => c.primaryImageUrl === PLACEHOLDER_IMAGE_URL,
        fresh,
        (c: (typeof stock)[number]) => !fresh(c),
        (c: (typeof stock)[number]) =>
          c.weeklyRepayment !== null && c.comparisonRate !== null && c.termMonths !== null,
      ]) {
        expect(stock.some(variant)).toBe(true);
      }
      expect(stock.filter((c) => c.weeklyRepayment !== null).length / stock.length).toBeGreaterThan(0.6);
      for (const car of stock) {
        expect(car.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(car.name).toBe(`${car.year} ${car.make} ${car.model} ${car.badge}`);
        const place = places.find((l) => l.id === car.locationId)!;
        expect([car.city, car.state, car.locationPhone]).toEqual([place.city, place.state, place.phone]);
        expect(car.hasCheckoutPaymentProcessor).toBe(car.paymentProcessors.length > 0);
        if (car.carType === 'new') expect(car.km).toBeLessThanOrEqual(50);
        if (car.carType === 'demo') expect(car.km).toBeGreaterThanOrEqual(500);
      }
    },
  );

  it('prices a few cars either side of 200 and 250, and keeps the relevance models in the NSW group', async () => {
    const { stock } = await site('sydney-motor-group');
    expect(stock.map((c) => c.price)).toEqual(expect.arrayContaining([199, 200, 201, 249, 250, 251]));
    const names = stock.map((c) => `${c.year} ${c.make} ${c.model}`);
    for (const model of ['Ford Ranger', 'Toyota HiLux', 'Mazda CX-5', 'Toyota RAV4', 'Toyota Corolla']) {
      expect(names.some((n) => n.includes(model))).toBe(true);
    }
    expect(stock.filter((c) => c.make === 'Kia' && c.year === 2021).length).toBeGreaterThanOrEqual(3);
    expect(new Set(stock.flatMap((c) => c.paymentProcessors.map((p) => p.authorization_type)))).toEqual(
      new Set(['stripe']),
    );
  });

  it('uses New Zealand phone numbers and the Till processor for the NZ dealer', async () => {
    const { row, stock, places } = await site('waikato-motors');
    const nzLandline = /^0[3679] \d{3} \d{4}$/;
    expect(row.phone).toMatch(nzLandline);
    expect(places.every((l) => nzLandline.test(l.phone ?? ''))).toBe(true);
    expect(row.salesContacts.every((c) => /^02\d \d{3} \d{4}$/.test(c.phone))).toBe(true);
    expect(new Set(stock.flatMap((c) => c.paymentProcessors.map((p) => p.authorization_type)))).toEqual(
      new Set(['till']),
    );
    expect(stock.some((c) => c.make === 'Polaris' && ['RZR', 'Ranger', 'General'].includes(c.model))).toBe(
      true,
    );
    expect(stock.some((c) => c.body === 'Golf Cart')).toBe(true);
  });

  it('keeps the catalogue odd shapes the dashboard supplies', async () => {
    const models = await handle.db.select().from(catalogueModels);
    const has = (test: (m: (typeof models)[number]) => boolean) => expect(models.some(test)).toBe(true);
    has((m) => m.name !== m.name.trimEnd());
    has((m) => m.description === null);
    has((m) => /<p>.*<ul>/s.test(m.description ?? ''));
    has(
      (m) =>
        (m.description ?? '').includes('<script>alert(1)</script>') &&
        (m.description ?? '').includes('onerror=alert(1)'),
    );
    has((m) => !(m.description ?? '<').includes('<') && (m.description ?? '').includes('\n'));
    has(
      (m) =>
        m.image.url === null &&
        typeof m.image.thumb === 'object' &&
        m.image.thumb !== null &&
        m.image.thumb.url === null,
    );
    has((m) => typeof m.image.url === 'string' && typeof m.image.thumb === 'string');
    has((m) => m.fuel.length === 0);
    has((m) => m.fuel.includes(null));
    has((m) => m.fuel.includes(''));
    has((m) => m.bodyStyle.length === 0);
    has((m) => m.bodyStyle.includes(''));
    has((m) => m.aftermarketManufacturerId === 197 && m.manufacturerName === 'Ford');
    has((m) => m.accessoriesCount === 0);
    has((m) => m.accessoriesCount === 64);
    expect(new Set(models.map((m) => m.status))).toEqual(new Set(['new', 'coming_soon', '', null]));
    const groups = new Set(models.map((m) => m.manufacturerBody));
    for (const group of [
      'VEHICLES',
      'SUVs',
      'Vans',
      'Upcoming',
      'Electric & Hybrid',
      'Multi-Terrain',
      'Trail',
      '4-Seat',
      '',
      null,
    ]) {
      expect(groups).toContain(group);
    }
    expect(
      models.every((m) => m.slug === m.path && /^models\/[a-z0-9-]+$/.test(m.slug) && m.overrideUrl === null),
    ).toBe(true);
    expect(models.every((m) => m.accessoriesCount >= 0 && m.accessoriesCount <= 64)).toBe(true);
  });

  it('writes every referenced image as a real WebP in full size and thumbnail', async () => {
    const images = await handle.db.select().from(carImages);
    const models = await handle.db.select().from(catalogueModels);
    const avatars = await handle.db.select().from(reviews);
    const urls = new Set([
      ...images.flatMap((i) => [i.url, i.thumbUrl]),
      ...models.flatMap((m) => [m.image.url, typeof m.image.thumb === 'string' ? m.image.thumb : null]),
      ...avatars.flatMap((r) => [r.imageUrl, r.imageThumbUrl]),
    ]);
    urls.delete(null);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\//);
      const file = path.join(mediaDir, url!.slice('/media/'.length));
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
    }
    expect((await sharp(path.join(mediaDir, 'placeholder-car.webp')).metadata()).width).toBe(1200);
    expect((await sharp(path.join(mediaDir, 'thumbs/placeholder-car.webp')).metadata()).width).toBe(400);
    expect(images.find((i) => i.position === 1)?.alt).toMatch(/, photo 2 of [3-6]$/);
    const websitesRows = await handle.db.select().from(websites);
    for (const w of websitesRows)
      expect(existsSync(path.join(mediaDir, w.logoUrl!.slice('/media/'.length)))).toBe(true);
  });

  it("gives each site its own home slides and content blocks, pictures rendered at the rows' sizes", async () => {
    const rows = await handle.db
      .select()
      .from(contentBlocks)
      .orderBy(asc(contentBlocks.websiteId), asc(contentBlocks.kind), asc(contentBlocks.position));
    const sites = await handle.db.select().from(websites).orderBy(asc(websites.id));
    for (const w of sites) {
      const own = rows.filter((r) => r.websiteId === w.id);
      expect(own.filter((r) => r.kind === 'slide').length, w.slug).toBeGreaterThanOrEqual(2);
      expect(own.filter((r) => r.kind === 'block').length, w.slug).toBeGreaterThanOrEqual(3);
      expect(own.every((r) => r.image?.url.startsWith(`/media/content/${w.slug}/`))).toBe(true);
    }
    const buttons = rows.flatMap((r) => r.buttons);
    for (const [label, href] of [
      ['Finance Pre-Approval', '/finance-pre-approval'],
      ['Sell Your Car', '/valuations'],
      ['Book a Service', '/service'],
    ])
      expect(buttons).toContainEqual({ label, href });
    for (const { image } of rows) {
      const meta = await sharp(path.join(mediaDir, image!.url.slice('/media/'.length))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', image!.width, image!.height]);
    }
  });

  it.each(['sydney-motor-group', 'sunshine-coast-nissan', 'waikato-motors'])(
    '%s sends leads only where it works out of the box, and shows a car on special',
    async (slug) => {
      const { row, stock } = await site(slug);
      // No webhook to a port nothing listens on: every lead's delivery would park.
      expect(row.leadDestinations.map((d) => d.kind)).toEqual(['email-adf']);
      expect(stock.some((c) => c.tag === 'Special' && !c.sold && c.showOnDealerWebsite)).toBe(true);
    },
  );

  it('values a trade-in from its own stock on every demo site; the Sydney group has a 2020 Kona cluster', async () => {
    for (const slug of ['sydney-motor-group', 'sunshine-coast-nissan', 'waikato-motors']) {
      expect((await site(slug)).row.featureFlags.valuationProvider).toBe('market-estimate');
    }
    const { stock } = await site('sydney-motor-group');
    const estimate = marketEstimate({ make: 'Hyundai', model: 'Kona', year: 2020, kms: 55_000 }, stock);
    expect(estimate?.comparables).toBeGreaterThanOrEqual(4);
    expect(stock.some((c) => c.rego === 'DEMO20' && c.model === 'Kona')).toBe(true);
  });

  it('keeps one photo-less car waiting long past the 8 new days, beside a new arrival without photos', async () => {
    const { stock } = await site('sydney-motor-group');
    const waiting = stock.filter((c) => c.primaryImageUrl === PLACEHOLDER_IMAGE_URL && !c.sold);
    const ages = waiting.map((c) => (NOW.getTime() - c.createdAt.getTime()) / DAY_MS);
    expect(ages.some((days) => days < 8)).toBe(true);
    expect(ages.some((days) => days > 30)).toBe(true);
  });

  it('is deterministic: seeding again with the same now gives identical rows', async () => {
    const snapshot = async () => ({
      cars: await handle.db.select().from(cars).orderBy(asc(cars.id)),
      images: await handle.db.select().from(carImages).orderBy(asc(carImages.id)),
      locations: await handle.db.select().from(locations).orderBy(asc(locations.id)),
      reviews: await handle.db.select().from(reviews).orderBy(asc(reviews.id)),
      content: await handle.db.select().from(contentBlocks).orderBy(asc(contentBlocks.id)),
    });
    const before = await snapshot();
    const again = await seedDemoData(handle.db, {
      now: NOW,
      media: createLocalMediaStore(mediaDir),
      nswCars: 120,
    });
    expect(again.mediaWritten).toBe(0);
    expect(await snapshot()).toEqual(before);
  }, 60_000);
});

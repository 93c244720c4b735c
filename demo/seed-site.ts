import type { TDb } from '@/server/db/client';
import {
  carImages,
  cars,
  catalogueModels,
  contentBlocks,
  dealerships,
  locations,
  openingHours,
  reviews,
  specialHours,
  websiteDealerships,
  websites,
} from '@/server/db/schema';
import { homeContentRows } from './home-content-rows';
import { localDate, specialHourRows } from './holidays';
import { bookingTimes, formatHours, openingHourRows } from './hours';
import { createRandom } from './random';
import { buildReviews, ratingSummary } from './reviews';
import type { TSiteSeed } from './sites/types';
import { buildCar, type TShowroom, type TStockContext } from './stock/build-car';
import { randomStockPlans } from './stock/random-stock';
import { slugify } from './text';

const CAR_BATCH = 1_000;
const IMAGE_BATCH = 5_000;
const SHOWROOM_TYPES = new Set(['primary', 'sales', '']);

export type TSiteSummary = {
  slug: string;
  dealerships: number;
  locations: number;
  cars: number;
  carImages: number;
  models: number;
  reviews: number;
};

async function inBatches<T>(
  rows: T[],
  size: number,
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

function placeUrl(street: string, city: string, state: string, postcode: string, country: string): string {
  const query = `${street}, ${city} ${state} ${postcode}, ${country === 'NZ' ? 'New Zealand' : 'Australia'}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export type TSeedSiteOptions = {
  /** Car slugs already taken (unique across the database): sites seeded together share one set. */
  slugs?: Set<string>;
  /** Every car gets the one shared placeholder photo (scale seeds: one image row per car, no pool). */
  placeholderPhotos?: boolean;
};

/** Inserts one demo site: dealerships, website, locations with hours and reviews, catalogue, then stock. */
export async function seedSite(
  db: TDb,
  site: TSiteSeed,
  now: Date,
  options: TSeedSiteOptions = {},
): Promise<TSiteSummary> {
  const insertedDealerships = await db
    .insert(dealerships)
    .values(site.dealerships.map((d) => ({ slug: d.slug, name: d.name, manufacturers: d.manufacturers })))
    .returning({ id: dealerships.id, slug: dealerships.slug });
  const dealershipIds = new Map(
    site.dealerships.map((d) => [
      d.slug,
      { id: insertedDealerships.find((i) => i.slug === d.slug)!.id, stockPrefix: d.stockPrefix },
    ]),
  );

  const locationSeeds = site.dealerships.flatMap((d) => d.locations.map((l) => ({ ...l, dealership: d })));
  const headline =
    locationSeeds.find((l) => l.dealership.slug === site.primaryDealership && l.primary) ?? locationSeeds[0]!;
  const [website] = await db
    .insert(websites)
    .values({
      ...site.website,
      dealershipId: dealershipIds.get(site.primaryDealership)!.id,
      openingHours: headline.hours.map((hours, weekday) => ({ weekday, formated_hours: formatHours(hours) })),
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: websites.id });
  await db
    .insert(websiteDealerships)
    .values([...dealershipIds.values()].map((d) => ({ websiteId: website!.id, dealershipId: d.id })));

  // The headline showroom collects most reviews, as it does for a real dealer; parts desks collect none.
  const reviewed = locationSeeds.flatMap((l, i) => (l.locationType === 'parts' ? [] : [i]));
  const headlineIndex = locationSeeds.indexOf(headline);
  const reviewSeeds = buildReviews(
    site.reviewers,
    [headlineIndex, headlineIndex, ...reviewed],
    now,
    createRandom(site.seed + 1),
  );
  const insertedLocations = await db
    .insert(locations)
    .values(
      locationSeeds.map((l, i) => ({
        dealershipId: dealershipIds.get(l.dealership.slug)!.id,
        name: l.name,
        slug: slugify(l.name),
        locationType: l.locationType,
        locationSubtype: l.subtype ?? [],
        manufacturers: l.dealership.manufacturers,
        primary: l.primary ?? false,
        street: l.street,
        city: l.city,
        state: l.state,
        postcode: l.postcode,
        lat: l.lat,
        lng: l.lng,
        placeUrl: placeUrl(l.street, l.city, l.state, l.postcode, site.website.country ?? 'AU'),
        placeId: null,
        mapKey: null,
        phone: l.phone,
        landlinePhone: l.landlinePhone ?? null,
        email: l.email,
        timezone: site.website.timezone,
        ...ratingSummary(reviewSeeds, i),
        dealerLicenseNumber: l.dealerLicenseNumber,
        motorVehicleRepairer: l.motorVehicleRepairer,
        bookingTimes: SHOWROOM_TYPES.has(l.locationType) ? bookingTimes(l.hours) : null,
      })),
    )
    .returning({ id: locations.id });
  const locationIds = insertedLocations.map((l) => l.id);
  const today = localDate(now, site.website.timezone ?? 'Australia/Sydney');
  await db
    .insert(openingHours)
    .values(locationSeeds.flatMap((l, i) => openingHourRows(locationIds[i]!, l.hours)));
  await db
    .insert(specialHours)
    .values(
      locationSeeds.flatMap((l, i) =>
        specialHourRows(locationIds[i]!, site.holidayRegion, today, SHOWROOM_TYPES.has(l.locationType)),
      ),
    );
  await db.insert(reviews).values(
    reviewSeeds.map(({ locationIndex, ...review }) => ({
      ...review,
      locationId: locationIds[locationIndex]!,
    })),
  );

  const models = site.catalogue().map((m) => ({ ...m, websiteId: website!.id }));
  await db.insert(catalogueModels).values(models);
  await db
    .insert(contentBlocks)
    .values(homeContentRows(site.website.slug, website!.id, site.homeContent, site.offerBlocks));

  const showrooms = new Map<string, TShowroom[]>();
  locationSeeds.forEach((l, i) => {
    if (!SHOWROOM_TYPES.has(l.locationType)) return;
    const list = showrooms.get(l.dealership.slug) ?? [];
    list.push({ id: locationIds[i]!, name: l.name, city: l.city, state: l.state, phone: l.phone });
    showrooms.set(l.dealership.slug, list);
  });
  const random = createRandom(site.seed);
  const context: TStockContext = {
    site,
    now,
    nowYear: Number(today.slice(0, 4)),
    random,
    dealershipIds,
    showrooms,
    stocknums: new Map(),
    slugs: options.slugs ?? new Set(),
  };
  const variants = site.variantCars(context.nowYear);
  const plans = [
    ...variants,
    ...randomStockPlans(site, Math.max(0, site.carCount - variants.length), random),
  ];
  const built = plans.map((plan) =>
    buildCar(options.placeholderPhotos ? { ...plan, photos: 'placeholder' } : plan, context),
  );

  let imageCount = 0;
  await inBatches(built, CAR_BATCH, async (batch) => {
    const ids = await db
      .insert(cars)
      .values(batch.map((c) => c.row))
      .returning({ id: cars.id });
    const images = batch.flatMap((car, i) =>
      car.photos.map((photo, position) => ({
        carId: ids[i]!.id,
        position,
        url: photo.url,
        thumbUrl: photo.thumbUrl,
        width: photo.width,
        height: photo.height,
        alt: `${car.row.name}, photo ${position + 1} of ${car.photos.length}`,
      })),
    );
    imageCount += images.length;
    await inBatches(images, IMAGE_BATCH, (rows) => db.insert(carImages).values(rows));
  });

  return {
    slug: site.website.slug,
    dealerships: site.dealerships.length,
    locations: locationSeeds.length,
    cars: built.length,
    carImages: imageCount,
    models: models.length,
    reviews: reviewSeeds.length,
  };
}

import type { TDb } from '@/server/db/client';
import { TEST_FEATURE_FLAGS } from '@/server/db/testing/test-feature-flags';
import { cars, dealerships, locations, websiteDealerships, websites } from '@/server/db/schema';
import type { TLeadDestination } from '@/server/db/schema/website-config-types';
import type { TSite } from '@/server/websites/site.types';
import { FALLBACK_THEME } from '@/domain/site/fallback-theme';

const flags = TEST_FEATURE_FLAGS;

/** Tests only: a site with one dealership and one car, whose leads go to the given destinations. */
export async function createLeadFixture(
  db: TDb,
  slug: string,
  leadDestinations: TLeadDestination[],
): Promise<{ site: TSite; carId: number }> {
  const [dealership] = await db
    .insert(dealerships)
    .values({ slug: `${slug}-d`, name: `${slug} Motors` })
    .returning();
  const [website] = await db
    .insert(websites)
    .values({
      slug,
      name: `${slug} Motors`,
      theme: FALLBACK_THEME,
      searchSettings: { provider: 'postgres', searchPath: '/search/new-used-and-demo-cars/', filters: '' },
      featureFlags: flags,
      leadDestinations,
      dealershipId: dealership!.id,
      publishedAt: new Date(),
    })
    .returning();
  await db.insert(websiteDealerships).values({ websiteId: website!.id, dealershipId: dealership!.id });
  const [car] = await db
    .insert(cars)
    .values({
      slug: `${slug}-hilux`,
      dealershipId: dealership!.id,
      stocknum: `${slug}-1`,
      name: '2022 Toyota HiLux SR5',
      make: 'Toyota',
      model: 'HiLux',
      year: 2022,
      carType: 'used',
      price: 52990,
      km: 45000,
    })
    .returning();
  return {
    site: { ...website!, dealershipIds: [dealership!.id], hosts: [], canonicalHost: null },
    carId: car!.id,
  };
}

/** Tests only: a location of the dealership, at a made-up street address; `values` sets anything else. */
export async function createLocationFixture(
  db: TDb,
  dealershipId: number,
  values: { name: string; slug: string } & Partial<typeof locations.$inferInsert>,
): Promise<number> {
  const [location] = await db
    .insert(locations)
    .values({ dealershipId, street: '1 Main St', city: 'Sydney', state: 'NSW', postcode: '2000', ...values })
    .returning({ id: locations.id });
  return location!.id;
}

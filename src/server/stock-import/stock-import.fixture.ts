import type { TDb } from '@/server/db/client';
import { dealerships, locations, websiteDealerships, websites } from '@/server/db/schema';
import type { TThemeTokens } from '@/domain/site/theme-tokens';
import type { TFeatureFlags, TSearchSettings } from '@/server/db/schema/website-config-types';
import type { TImportSite } from './find-import-site';

const theme: TThemeTokens = {
  colorPrimary: '#123456',
  colorPrimaryContrast: '#ffffff',
  colorAccent: '#ff6600',
  colorAccentContrast: '#000000',
  colorSurface: '#ffffff',
  colorSurfaceAlt: '#f4f4f4',
  colorText: '#111111',
  colorTextMuted: '#555555',
  colorBorder: '#dddddd',
  radius: '4px',
  fontBody: 'system',
  fontHeading: 'system',
};
const searchSettings: TSearchSettings = { provider: 'postgres', searchPath: '/cars', filters: '' };
const featureFlags: TFeatureFlags = {
  checkoutEnabled: true,
  fuelTag: true,
  regionalNissan: false,
  newLabel: 'NEW ARRIVAL',
  reviewsMinRating: 4,
  hideReviews: false,
  hearAboutUs: false,
  happyRewards: false,
  showPoweredBy: true,
};

/**
 * Two sites for stock import tests: `harbour` (Stripe checkout) shows dealerships north and south;
 * `solo` (offline payments) shows only `elsewhere`. North has a service centre before its primary showroom.
 */
export async function createStockFixture(db: TDb) {
  const site = (slug: string, paymentProvider: TImportSite['paymentProvider']) => ({
    slug,
    name: slug,
    theme,
    searchSettings,
    featureFlags,
    paymentProvider,
  });
  const [harbour, solo] = await db
    .insert(websites)
    .values([site('harbour', 'stripe'), site('solo', 'offline')])
    .returning({ id: websites.id, slug: websites.slug, paymentProvider: websites.paymentProvider });
  const [north, south, elsewhere] = await db
    .insert(dealerships)
    .values([
      { slug: 'north', name: 'North Motors' },
      { slug: 'south', name: 'South Motors' },
      { slug: 'elsewhere', name: 'Elsewhere Cars' },
    ])
    .returning();
  await db.insert(websiteDealerships).values([
    { websiteId: harbour!.id, dealershipId: north!.id },
    { websiteId: harbour!.id, dealershipId: south!.id },
    { websiteId: solo!.id, dealershipId: elsewhere!.id },
  ]);
  const place = (
    dealershipId: number,
    slug: string,
    city: string,
    extra: Partial<typeof locations.$inferInsert>,
  ) => ({
    dealershipId,
    slug,
    name: slug,
    street: '1 Main St',
    city,
    state: 'NSW',
    postcode: '2000',
    ...extra,
  });
  const [northService, northShowroom, southYard, elsewhereYard] = await db
    .insert(locations)
    .values([
      place(north!.id, 'north-service', 'Hornsby', { locationType: 'service', phone: '02 9000 0001' }),
      place(north!.id, 'north-showroom', 'Chatswood', { primary: true, phone: '02 9000 0002' }),
      place(south!.id, 'south-yard', 'Kogarah', { phone: '02 9000 0003' }),
      place(elsewhere!.id, 'elsewhere-yard', 'Newcastle', { state: 'NSW', phone: '02 4900 0004' }),
    ])
    .returning();
  return {
    harbour: harbour!,
    solo: solo!,
    dealerships: { north: north!, south: south!, elsewhere: elsewhere! },
    locations: {
      northService: northService!,
      northShowroom: northShowroom!,
      southYard: southYard!,
      elsewhereYard: elsewhereYard!,
    },
  };
}

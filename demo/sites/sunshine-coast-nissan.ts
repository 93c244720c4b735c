import { sunshineCoastNissanCatalogue } from '../catalogue/sunshine-coast-nissan';
import { HOURS } from '../hours';
import { NISSAN } from '../stock/specs-new-makes';
import { USED_AU } from '../stock/specs-used';
import { findSpec } from '../stock/vehicle-spec';
import { SITE_THEMES } from '../themes';
import { sunshineCoastNissanHomeContent } from './home-content/sunshine-coast-nissan';
import { siteLogo } from './logo';
import { buildNavigation } from './navigation';
import type { TCarPlan, TSiteSeed } from './types';

const SLUG = 'sunshine-coast-nissan';
const DEALERSHIP = 'sunshine-coast-nissan';
const LICENCE = '3419852';

const nissan = (model: string, carType: TCarPlan['carType'], extra: Partial<TCarPlan> = {}): TCarPlan => ({
  dealership: DEALERSHIP,
  spec: findSpec(NISSAN, 'Nissan', model),
  carType,
  ...extra,
});

/** The single-make Nissan dealer: buy-online checkout, Nissan Finance layout, the regional Nissan rule. */
export const sunshineCoastNissan: TSiteSeed = {
  seed: 2002,
  primaryDealership: DEALERSHIP,
  holidayRegion: 'QLD',
  carCount: 300,
  processor: { authorization_type: 'stripe', authorization_key: 'pk_test_forecourt_sunshine_coast_nissan' },
  financeLender: (make, carType) =>
    make === 'Nissan' && carType !== 'used' ? 'Nissan Financial Services' : 'Nissan Finance Used',
  regoFormat: '000AA0',
  website: {
    slug: SLUG,
    name: 'Sunshine Coast Nissan',
    template: 'buy-online',
    checkoutPath: 'buy-online',
    headerVariant: 'compact',
    footerVariant: 'columns',
    phone: '07 5443 2100',
    logoUrl: `/media/logos/${SLUG}.svg`,
    iconUrl: `/media/icons/${SLUG}.svg`,
    country: 'AU',
    currency: 'AUD',
    timezone: 'Australia/Brisbane',
    theme: SITE_THEMES[SLUG],
    navigation: buildNavigation({ brands: [], modelsLabel: 'Nissan Range', happyRewards: false }),
    facebookUrl: 'https://www.facebook.com/sunshinecoastnissan',
    instagramUrl: 'https://www.instagram.com/sunshinecoastnissan',
    financeProvider: 'nissan-finance',
    paymentProvider: 'stripe',
    manufacturer: 'Nissan',
    manufacturerSlug: 'nissan',
    searchSettings: { provider: 'postgres', searchPath: '/search/new-used-and-demo-cars/', filters: '' },
    featureFlags: {
      checkoutEnabled: true,
      // The buy-online template: reserve with a A$1,000 deposit or buy outright.
      checkout: { kind: 'both', depositCents: 100_000, holdMinutes: 20 },
      fuelTag: true,
      regionalNissan: true,
      newLabel: 'JUST ARRIVED',
      reviewsMinRating: 4,
      hideReviews: false,
      hearAboutUs: false,
      happyRewards: false,
      showPoweredBy: true,
      // Trade-in figures from the group's own stock and sales (no valuation platform configured).
      valuationProvider: 'market-estimate',
    },
    // Only destinations that work out of the box: without SMTP_URL the ADF email lands in DATA_DIR/mail.
    // A webhook (the dealer's CRM) is configured per site: see docs/leads.md.
    leadDestinations: [
      {
        kind: 'email-adf',
        name: 'Sales desk (ADF)',
        to: 'leads@sunshine-coast-nissan.example',
        from: 'no-reply@forecourt.example',
      },
    ],
    salesContacts: [],
    licenceNumber: LICENCE,
    mapsKey: null,
    privacyEmail: 'privacy@sunshine-coast-nissan.example',
    retentionDays: 730,
  },
  dealerships: [
    {
      slug: DEALERSHIP,
      name: 'Sunshine Coast Nissan',
      manufacturers: ['Nissan'],
      stockPrefix: 'N',
      locations: [
        {
          name: 'Sunshine Coast Nissan Sales',
          locationType: 'primary',
          primary: true,
          street: '52 Maroochydore Road',
          city: 'Maroochydore',
          state: 'QLD',
          postcode: '4558',
          lat: -26.6588,
          lng: 153.0782,
          phone: '07 5443 2100',
          landlinePhone: '07 5443 2199',
          email: 'sales@sunshine-coast-nissan.example',
          hours: HOURS.salesStandard,
          dealerLicenseNumber: LICENCE,
          motorVehicleRepairer: null,
        },
        {
          name: 'Sunshine Coast Nissan Caloundra Sales',
          locationType: 'sales',
          street: '21 Caloundra Road',
          city: 'Caloundra West',
          state: 'QLD',
          postcode: '4551',
          lat: -26.7998,
          lng: 153.1146,
          phone: '07 5491 3300',
          email: 'caloundra@sunshine-coast-nissan.example',
          hours: HOURS.salesLateThursday,
          dealerLicenseNumber: LICENCE,
          motorVehicleRepairer: null,
        },
        {
          name: 'Sunshine Coast Nissan Service',
          locationType: 'service-and-parts',
          street: '7 Dalton Drive',
          city: 'Maroochydore',
          state: 'QLD',
          postcode: '4558',
          lat: -26.6551,
          lng: 153.0862,
          phone: '07 5443 2111',
          email: 'service@sunshine-coast-nissan.example',
          hours: HOURS.service,
          dealerLicenseNumber: LICENCE,
          motorVehicleRepairer: null,
        },
      ],
    },
  ],
  stockLines: [
    {
      dealership: DEALERSHIP,
      specs: NISSAN,
      carTypes: [
        ['new', 6],
        ['demo', 1.5],
        ['used', 2],
      ],
      weight: 85,
    },
    { dealership: DEALERSHIP, specs: USED_AU, carTypes: [['used', 1]], weight: 15 },
  ],
  variantCars: () => [
    nissan('Navara', 'new', { badge: 'ST-X 4x4', ageDays: 0.2 }),
    nissan('X-Trail', 'new', { badge: 'Ti e-POWER e-4ORCE' }),
    nissan('Qashqai', 'demo', { badge: 'Ti e-POWER', ageDays: 4 }),
    nissan('Leaf', 'new', { badge: 'Leaf e+' }),
    nissan('Ariya', 'demo', { badge: 'Engage' }),
    nissan('Patrol', 'new', { badge: 'Ti-L', set: { status: 'coming_soon', tag: 'Pre-order' } }),
    nissan('Pathfinder', 'used', { badge: 'Ti 4WD', set: { sold: true } }),
    nissan('Navara', 'used', { badge: 'PRO-4X', set: { reserved: true } }),
    nissan('Juke', 'new', { badge: 'ST+', set: { tag: 'Test Drive Only' } }),
    nissan('X-Trail', 'used', { badge: 'ST 2WD', set: { tag: 'Special' } }),
    nissan('Z', 'new', { ageDays: 1, photos: 'placeholder' }),
    nissan('Qashqai', 'used', { badge: 'ST', set: { reservable: false } }),
    nissan('Navara', 'used', { badge: 'SL 4x2', set: { showOnDealerWebsite: false } }),
    {
      dealership: DEALERSHIP,
      spec: findSpec(USED_AU, 'Mitsubishi', 'Outlander'),
      carType: 'used',
      set: { paymentProcessors: [] },
    },
  ],
  catalogue: sunshineCoastNissanCatalogue,
  reviewers: [
    'Sarah K.',
    'Dylan Murphy',
    'Hannah Fraser',
    'Cooper Bell',
    'Emily Nguyen',
    'Mason Clarke',
    'Sophie Russo',
    'Riley Hughes',
    'Ava Robinson',
    'Jacob Taylor',
    'Lily Campbell',
    'Tom Mitchell',
    'Matilda Ward',
    'Jaxon Reid',
  ],
  homeContent: sunshineCoastNissanHomeContent,
  logo: siteLogo({ top: 'SUNSHINE COAST', bottom: 'NISSAN', ink: '#000000', mark: '#c3002f' }),
};

import { waikatoMotorsCatalogue } from '../catalogue/waikato-motors';
import { HOURS } from '../hours';
import { GOLF_CARTS, POLARIS } from '../stock/specs-powersports';
import { USED_NZ } from '../stock/specs-used';
import { findSpec } from '../stock/vehicle-spec';
import { SITE_THEMES } from '../themes';
import { waikatoMotorsHomeContent } from './home-content/waikato-motors';
import { siteLogo } from './logo';
import { buildNavigation } from './navigation';
import type { TCarPlan, TSiteSeed } from './types';

const SLUG = 'waikato-motors';
const YARD = 'Waikato Motors Te Rapa';
const POWERSPORTS = 'Waikato Motors Powersports';

const used = (make: string, model: string, extra: Partial<TCarPlan> = {}): TCarPlan => ({
  dealership: SLUG,
  spec: findSpec(USED_NZ, make, model),
  carType: 'used',
  location: YARD,
  ...extra,
});
const powersports = (
  specs: TCarPlan['spec'][],
  make: string,
  model: string,
  carType: TCarPlan['carType'],
  extra: Partial<TCarPlan> = {},
): TCarPlan => ({
  dealership: SLUG,
  spec: findSpec(specs, make, model),
  carType,
  location: POWERSPORTS,
  ...extra,
});
const forParts = (price: number) => ({
  price,
  description: 'Sold as is for parts or restoration. Batteries not included.',
});

/** The New Zealand dealer: used cars plus Polaris and golf carts, Till payments, 360 Finance layout. */
export const waikatoMotors: TSiteSeed = {
  seed: 3003,
  primaryDealership: SLUG,
  holidayRegion: 'NZ',
  carCount: 200,
  processor: { authorization_type: 'till', authorization_key: 'till_demo_waikato_motors' },
  financeLender: () => '360 Finance',
  regoFormat: 'AAA000',
  website: {
    slug: SLUG,
    name: 'Waikato Motors',
    template: 'powersports',
    checkoutPath: 'checkout',
    headerVariant: 'standard',
    footerVariant: 'dealer-contacts',
    phone: '07 838 1234',
    logoUrl: `/media/logos/${SLUG}.svg`,
    iconUrl: `/media/icons/${SLUG}.svg`,
    country: 'NZ',
    currency: 'NZD',
    timezone: 'Pacific/Auckland',
    theme: SITE_THEMES[SLUG],
    navigation: buildNavigation({ brands: [], modelsLabel: 'Powersports', happyRewards: false }),
    facebookUrl: 'https://www.facebook.com/waikatomotors',
    instagramUrl: 'https://www.instagram.com/waikatomotors',
    financeProvider: '360-finance',
    paymentProvider: 'till',
    manufacturer: null,
    manufacturerSlug: null,
    searchSettings: { provider: 'postgres', searchPath: '/search/new-used-and-demo-cars/', filters: '' },
    featureFlags: {
      checkoutEnabled: true,
      // A refundable NZ$500 deposit holds a car for 15 minutes.
      checkout: { kind: 'reserve', depositCents: 50_000, holdMinutes: 15 },
      fuelTag: false,
      regionalNissan: false,
      newLabel: 'JUST IN',
      reviewsMinRating: 4,
      hideReviews: false,
      hearAboutUs: true,
      happyRewards: false,
      showPoweredBy: false,
      // Trade-in figures from the group's own stock and sales (no valuation platform configured).
      valuationProvider: 'market-estimate',
    },
    // Only destinations that work out of the box: without SMTP_URL the ADF email lands in DATA_DIR/mail.
    // A webhook (the dealer's CRM) is configured per site: see docs/leads.md.
    leadDestinations: [
      {
        kind: 'email-adf',
        name: 'Sales team (ADF)',
        to: 'sales@waikato-motors.example',
        from: 'no-reply@forecourt.example',
      },
    ],
    salesContacts: [
      {
        name: 'Aroha Ngata',
        role: 'Sales Manager',
        phone: '021 234 5678',
        email: 'aroha@waikato-motors.example',
      },
      {
        name: 'Liam O\u2019Connor',
        role: 'Vehicle Sales',
        phone: '022 345 6789',
        email: 'liam@waikato-motors.example',
      },
      {
        name: 'Priya Sharma',
        role: 'Powersports Specialist',
        phone: '027 456 7890',
        email: 'priya@waikato-motors.example',
      },
    ],
    licenceNumber: 'M284715',
    mapsKey: null,
    privacyEmail: 'privacy@waikato-motors.example',
    retentionDays: 365,
  },
  dealerships: [
    {
      slug: SLUG,
      name: 'Waikato Motors',
      manufacturers: ['Polaris', 'Club Car'],
      stockPrefix: 'W',
      locations: [
        {
          name: YARD,
          locationType: 'primary',
          primary: true,
          street: '451 Te Rapa Road',
          city: 'Hamilton',
          state: 'Waikato',
          postcode: '3200',
          lat: -37.7455,
          lng: 175.2335,
          phone: '07 838 1234',
          landlinePhone: '07 838 1235',
          email: 'sales@waikato-motors.example',
          hours: HOURS.salesStandard,
          dealerLicenseNumber: 'M284715',
          motorVehicleRepairer: null,
        },
        {
          name: POWERSPORTS,
          locationType: 'sales',
          subtype: ['powersports'],
          street: '18 Kahikatea Drive',
          city: 'Hamilton',
          state: 'Waikato',
          postcode: '3204',
          lat: -37.796,
          lng: 175.256,
          phone: '07 847 5678',
          email: 'powersports@waikato-motors.example',
          hours: HOURS.powersports,
          dealerLicenseNumber: 'M284715',
          motorVehicleRepairer: null,
        },
      ],
    },
  ],
  stockLines: [
    { dealership: SLUG, specs: USED_NZ, carTypes: [['used', 1]], weight: 62, location: YARD },
    {
      dealership: SLUG,
      specs: POLARIS,
      carTypes: [
        ['new', 6],
        ['demo', 1],
        ['used', 2],
      ],
      weight: 25,
      location: POWERSPORTS,
    },
    {
      dealership: SLUG,
      specs: GOLF_CARTS,
      carTypes: [
        ['new', 2],
        ['used', 1],
      ],
      weight: 13,
      location: POWERSPORTS,
    },
  ],
  variantCars: () => [
    used('Toyota', 'Aqua'),
    used('Nissan', 'Leaf', { ageDays: 2 }),
    powersports(POLARIS, 'Polaris', 'RZR', 'new', { badge: 'XP 1000 Ultimate', ageDays: 0.5 }),
    powersports(POLARIS, 'Polaris', 'Ranger', 'new', { badge: 'XP Kinetic Ultimate' }),
    powersports(POLARIS, 'Polaris', 'General', 'demo', { badge: 'XP 4 1000 Premium' }),
    powersports(POLARIS, 'Polaris', 'Ranger', 'used', { badge: '570 Full-Size' }),
    powersports(GOLF_CARTS, 'Club Car', 'Onward', 'new', { badge: '4 Passenger Lifted' }),
    powersports(GOLF_CARTS, 'Yamaha', 'Drive2', 'used', { badge: 'PTV' }),
    powersports(POLARIS, 'Polaris', 'RZR', 'new', {
      badge: 'Pro R Ultimate',
      set: { status: 'coming_soon', tag: 'Pre-order' },
    }),
    powersports(POLARIS, 'Polaris', 'Ranger', 'demo', {
      badge: 'XP 1000 Premium',
      set: { tag: 'Test Drive Only' },
    }),
    used('Toyota', 'Hiace', { set: { status: 'coming_soon' } }),
    used('Ford', 'Ranger', { set: { sold: true } }),
    used('Toyota', 'HiLux', { set: { reserved: true } }),
    used('Toyota', 'Corolla', { set: { tag: 'Special' } }),
    used('Mazda', 'Demio', { ageDays: 3, photos: 'placeholder' }),
    used('Toyota', 'Prius', { set: { reservable: false } }),
    used('Suzuki', 'Swift', { set: { showOnDealerWebsite: false } }),
    used('Honda', 'Fit', { set: { paymentProcessors: [] } }),
    powersports(GOLF_CARTS, 'Club Car', 'Tempo', 'used', { set: forParts(199) }),
    powersports(GOLF_CARTS, 'Club Car', 'Tempo', 'used', { set: forParts(200) }),
    powersports(GOLF_CARTS, 'Club Car', 'Tempo', 'used', { set: forParts(201) }),
    powersports(GOLF_CARTS, 'E-Z-GO', 'RXV', 'used', { set: forParts(249) }),
    powersports(GOLF_CARTS, 'E-Z-GO', 'RXV', 'used', { set: forParts(250) }),
    powersports(GOLF_CARTS, 'E-Z-GO', 'RXV', 'used', { set: forParts(251) }),
  ],
  catalogue: waikatoMotorsCatalogue,
  reviewers: [
    'Tama Wiremu',
    'Kate B.',
    'Hemi Walker',
    'Sophie van der Berg',
    'Josh Tuhoe',
    'Mere Parata',
    'Ben Fletcher',
    'Anna Li',
    'Sam Harrison',
    'Ngaire Thomson',
    'Connor McLeod',
    'Jess Patel',
    'Rawiri Smith',
  ],
  homeContent: waikatoMotorsHomeContent,
  logo: siteLogo({
    top: 'Waikato Motors',
    bottom: 'HAMILTON \u00b7 POWERSPORTS',
    ink: '#1f4d2b',
    mark: '#c9a85c',
    serif: true,
  }),
};

import { TEST_FEATURE_FLAGS } from '@tests/fixtures/test-feature-flags';
import type { TSiteLocation } from '@/server/locations/site-location.types';
import type { TReview } from '@/server/reviews/list-location-reviews';
import type { TSite } from '@/server/websites/site.types';
import { FALLBACK_THEME } from '@/domain/site/fallback-theme';

/** Tests only: a Sydney sales location open 8:30 am to 5:30 pm on weekdays, with no reviews or map key. */
export function siteLocationFixture(over: Partial<TSiteLocation> = {}): TSiteLocation {
  const id = over.id ?? 1;
  return {
    id,
    dealershipId: 1,
    dealershipSlug: 'demo-motors',
    dealershipName: 'Demo Motors',
    name: 'Parramatta Sales',
    slug: 'parramatta-sales',
    locationType: 'sales',
    locationSubtype: [],
    manufacturers: [],
    primary: false,
    street: '12 Church St',
    city: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    lat: null,
    lng: null,
    placeUrl: null,
    placeId: null,
    mapKey: null,
    phone: '0299991111',
    landlinePhone: null,
    email: null,
    timezone: 'Australia/Sydney',
    averageRating: null,
    reviewCount: 0,
    dealerLicenseNumber: null,
    motorVehicleRepairer: null,
    bookingTimes: null,
    hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
      const open = weekday >= 1 && weekday <= 5;
      return {
        id: id * 10 + weekday,
        locationId: id,
        weekday,
        open: open ? '08:30' : null,
        close: open ? '17:30' : null,
        status: open ? ('Open' as const) : ('Closed' as const),
        formatedHours: open ? '8:30 am - 5:30 pm' : 'Closed',
      };
    }),
    special: [],
    ...over,
  };
}

/** Tests only: an Australian site with every optional behaviour off and no maps key. */
export function siteFixture(over: Partial<TSite> = {}): TSite {
  return {
    id: 1,
    slug: 'demo-motors',
    hosts: [],
    canonicalHost: null,
    name: 'Demo Motors',
    template: 'standard',
    checkoutPath: 'checkout',
    headerVariant: 'standard',
    footerVariant: 'columns',
    phone: '0299990000',
    logoUrl: null,
    iconUrl: null,
    appIconUrl: null,
    country: 'AU',
    currency: 'AUD',
    timezone: 'Australia/Sydney',
    theme: FALLBACK_THEME,
    navigation: null,
    openingHours: null,
    facebookUrl: null,
    instagramUrl: null,
    financeProvider: null,
    financeRates: null,
    paymentProvider: null,
    paymentPublicKey: null,
    manufacturer: null,
    manufacturerSlug: null,
    dealershipId: null,
    searchSettings: { provider: 'postgres', searchPath: '/search/new-used-and-demo-cars/', filters: '' },
    featureFlags: TEST_FEATURE_FLAGS,
    leadDestinations: [],
    salesContacts: [],
    licenceNumber: null,
    mapsKey: null,
    privacyEmail: null,
    mailFromName: null,
    mailFromAddress: null,
    retentionDays: 730,
    overdueMinutes: 120,
    active: true,
    publishedAt: new Date('2026-01-01T00:00:00Z'),
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    dealershipIds: [1],
    ...over,
  };
}

/** Tests only: a five-star review of location 1 without a photo. */
export function reviewFixture(over: Partial<TReview> = {}): TReview {
  return {
    id: 1,
    locationId: 1,
    customerName: 'Sam Buyer',
    text: 'Great service',
    rating: 5,
    reviewDate: '2026-01-10',
    createdAt: new Date('2026-01-10T00:00:00Z'),
    imageUrl: null,
    imageThumbUrl: null,
    ...over,
  };
}

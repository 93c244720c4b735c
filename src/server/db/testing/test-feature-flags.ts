import type { TFeatureFlags } from '@/server/db/schema/website-config-types';

/** Tests only: a website's feature flags with every optional behaviour off, for fixtures that insert sites. */
export const TEST_FEATURE_FLAGS = {
  checkoutEnabled: true,
  fuelTag: false,
  regionalNissan: false,
  newLabel: 'NEW',
  reviewsMinRating: 4,
  hideReviews: false,
  hearAboutUs: false,
  happyRewards: false,
  showPoweredBy: true,
} satisfies TFeatureFlags;

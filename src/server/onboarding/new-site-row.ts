import { countryRules } from '@/domain/onboarding/country-rules';
import type { TNewSite } from '@/domain/onboarding/new-site.schema';
import { templateColumns } from '@/domain/onboarding/template-columns';
import { templateDefaultMenu } from '@/domain/onboarding/template-default-menu';
import { FALLBACK_THEME } from '@/domain/site/fallback-theme';
import type { websites } from '@/server/db/schema';
import type { TFeatureFlags, TSearchSettings } from '@/server/db/schema/website-config-types';

const SEARCH: TSearchSettings = {
  provider: 'postgres',
  searchPath: '/search/new-used-and-demo-cars/',
  filters: '',
};

/**
 * A new site's feature flags: checkout on, paid through the demo processor until the Payment page has keys
 * (the go-live checklist warns of it); the buy-online template also sells outright. Trade-ins valued from the
 * group's own stock; nothing a dealer has not chosen (reward schemes, Nissan's regional rule) is on.
 */
function featureFlags(template: TNewSite['template']): TFeatureFlags {
  return {
    checkoutEnabled: true,
    checkout: { kind: template === 'buy-online' ? 'both' : 'reserve' },
    fuelTag: false,
    regionalNissan: false,
    newLabel: 'JUST ARRIVED',
    reviewsMinRating: 4,
    hideReviews: false,
    hearAboutUs: false,
    happyRewards: false,
    showPoweredBy: false,
    valuationProvider: 'market-estimate',
  };
}

/**
 * The website row of a new site: the country's currency, the template's columns and default menu, a theme that
 * passes the contrast check, Postgres search and the default flags. Everything else starts empty and is set on
 * the site's settings pages.
 */
export function newSiteRow(input: TNewSite): typeof websites.$inferInsert {
  return {
    slug: input.slug,
    name: input.name,
    ...templateColumns(input.template),
    footerVariant: 'columns',
    country: input.country,
    currency: countryRules(input.country).currency,
    timezone: input.timezone,
    theme: FALLBACK_THEME,
    navigation: templateDefaultMenu(input.template),
    searchSettings: SEARCH,
    featureFlags: featureFlags(input.template),
    paymentProvider: 'stripe',
  };
}

import { countryRules, type TCountry } from '@/domain/onboarding/country-rules';

/** The labels of the dealership and location forms' fields, in the site's country's words. */
export function addressLabels(country: TCountry): Record<string, string> {
  const rules = countryRules(country);
  return {
    name: 'Dealership name',
    slug: 'Slug',
    street: 'Street address',
    suburb: rules.suburbLabel,
    region: rules.region.label,
    postcode: 'Postcode',
    licence: rules.licence.label,
    businessNumber: rules.businessNumber.label,
    salesPhone: 'Sales phone',
    servicePhone: 'Service phone',
    partsPhone: 'Parts phone',
  };
}

export const dealershipsPath = (slug: string) => `/settings/${encodeURIComponent(slug)}/dealerships`;

/** The draft name of a dealership's form: `new` or its id. */
export const dealershipForm = (id: number | 'new') => `dealership-${id}`;

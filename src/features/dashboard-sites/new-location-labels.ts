import type { TCountry } from '@/domain/onboarding/country-rules';
import { addressLabels } from './dealership-labels';

export const NEW_LOCATION_FORM = 'location-new';

export const newLocationPath = (slug: string) => `/settings/${encodeURIComponent(slug)}/locations/new`;

/** The "add a location" form's labels, its address in the site's country's words. */
export function newLocationLabels(country: TCountry): Record<string, string> {
  const { street, suburb, region, postcode } = addressLabels(country);
  return {
    dealership: 'Dealership',
    name: 'Location name',
    type: 'What it does',
    street: street!,
    suburb: suburb!,
    region: region!,
    postcode: postcode!,
    phone: 'Phone number',
    email: 'Email',
  };
}

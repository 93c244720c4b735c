import { z } from 'zod';
import { ZEmail } from '../site/settings-fields';
import { addressFields, countryPhone, withPostcodeCheck } from './address-fields';
import { countryRules, type TCountry } from './country-rules';
import { formText, requiredFormText } from './form-text';

/** What a location does, as `locations.location_type` stores it ('' is a sales yard). */
export const LOCATION_TYPES = [
  { value: 'sales', label: 'Sales' },
  { value: 'service', label: 'Service' },
  { value: 'parts', label: 'Parts' },
  { value: 'service-and-parts', label: 'Service and parts' },
] as const;

/**
 * A new location of one of the site's dealerships (`dealershipIds`): its name, what it does, its address
 * (postcode checked by the country), phone and email. Its hours are set on its own page afterwards.
 */
export function newLocationSchema(country: TCountry, dealershipIds: readonly number[]) {
  const rules = countryRules(country);
  const fields = z.object({
    dealership: formText()
      .transform(Number)
      .refine((id) => dealershipIds.includes(id), 'is one of the listed dealerships'),
    name: requiredFormText(80),
    type: formText().pipe(
      z.enum(
        LOCATION_TYPES.map((t) => t.value),
        'is one of the listed',
      ),
    ),
    ...addressFields(rules),
    phone: countryPhone(rules, false),
    email: formText().pipe(z.union([z.literal('').transform(() => null), ZEmail])),
  });
  return withPostcodeCheck(fields, rules);
}

export type TNewLocation = z.output<ReturnType<typeof newLocationSchema>>;

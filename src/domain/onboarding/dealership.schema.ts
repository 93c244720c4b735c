import { z } from 'zod';
import { slugify } from '../locations/location-contact-path';
import { addressFields, countryPhone, withPostcodeCheck } from './address-fields';
import { countryRules, type TCountry, type TNumberRule } from './country-rules';
import { formText, requiredFormText, ZSlug } from './form-text';

/** The checkbox of one make in the dealership form ('makes.land-rover'). */
export const makeFieldName = (make: string) => `makes.${slugify(make)}`;

const numberField = (rule: TNumberRule) =>
  formText()
    .transform(rule.normalise)
    .pipe(z.string().min(1, 'is required').refine(rule.isValid, rule.message));

/**
 * A dealership of a site of `country`: its name and slug, its address (postcode checked by the country), its
 * licence and business numbers (AU: dealer licence and ABN; NZ: trader registration and NZBN, each checked),
 * the makes it sells (ticked among `makeChoices`) and its sales, service and parts phone numbers.
 */
export function dealershipSchema(country: TCountry, makeChoices: readonly string[]) {
  const rules = countryRules(country);
  const fields = z.looseObject({
    name: requiredFormText(80),
    slug: ZSlug,
    ...addressFields(rules),
    licence: numberField(rules.licence),
    businessNumber: numberField(rules.businessNumber),
    salesPhone: countryPhone(rules, false),
    servicePhone: countryPhone(rules, true),
    partsPhone: countryPhone(rules, true),
  });
  return withPostcodeCheck(fields, rules).transform((v) => ({
    name: v.name,
    slug: v.slug,
    street: v.street,
    suburb: v.suburb,
    region: v.region,
    postcode: v.postcode,
    licence: v.licence,
    businessNumber: v.businessNumber,
    salesPhone: v.salesPhone,
    servicePhone: v.servicePhone,
    partsPhone: v.partsPhone,
    makes: makeChoices.filter((make) => v[makeFieldName(make)] === '1'),
  }));
}

export type TDealershipInput = z.output<ReturnType<typeof dealershipSchema>>;

import { z } from 'zod';
import type { TCountryRules } from './country-rules';
import { formText, requiredFormText } from './form-text';

/** A street address's fields in the country's terms: street, suburb (or town), state or region, postcode. */
export function addressFields(rules: TCountryRules) {
  return {
    street: requiredFormText(120),
    suburb: requiredFormText(60),
    region: formText().pipe(z.enum(rules.region.options as [string, ...string[]], 'is one of the listed')),
    postcode: formText(),
  };
}

type TAddress = { postcode: string; region: string };

/** The country's postcode check (AU: of the state chosen), at the postcode field, whatever else failed. */
export function withPostcodeCheck<TSchema extends z.ZodType<TAddress>>(
  schema: TSchema,
  rules: TCountryRules,
) {
  return schema.superRefine(
    (v, ctx) => {
      const message = rules.postcode.error(String(v.postcode ?? ''), String(v.region ?? ''));
      if (message) ctx.addIssue({ code: 'custom', path: ['postcode'], message });
    },
    { when: (p) => typeof p.value === 'object' && p.value !== null },
  );
}

/** A phone number of the country's forms; blank allowed when `optional` (stored as null). */
export function countryPhone(rules: TCountryRules, optional: boolean) {
  return formText().pipe(
    z
      .string()
      .max(30, 'is at most 30 characters')
      .refine((v) => (optional && v === '') || v !== '', 'is required')
      .refine(
        (v) => v === '' || rules.phone.isValid(v),
        `is not a ${rules.name} phone number (${rules.phone.hint})`,
      )
      .transform((v) => v || null),
  );
}

import { z } from 'zod';
import { countryRules, isTimeZoneOf } from './country-rules';
import { formText, requiredFormText, ZSlug } from './form-text';
import { SITE_TEMPLATES } from './template-default-menu';

/** Slugs a site may not take: the dashboard's own host name and names people expect to be the platform's. */
export const RESERVED_SITE_SLUGS = ['dashboard', 'www', 'api', 'admin', 'media', 'sites'];

/**
 * The "create a site" form: its name, its slug (its address, `{slug}.localhost` before it has a domain), its
 * country, its template (the checkout path) and a time zone of that country.
 */
export const ZNewSite = z
  .object({
    name: requiredFormText(80),
    slug: ZSlug.refine((s) => !RESERVED_SITE_SLUGS.includes(s), 'is kept for the platform: choose another'),
    country: formText().pipe(z.enum(['AU', 'NZ'], 'is Australia or New Zealand')),
    template: formText().pipe(z.enum(SITE_TEMPLATES, 'is one of the two checkout paths')),
    timezone: requiredFormText(60),
  })
  .refine((v) => isTimeZoneOf(v.country, v.timezone), {
    path: ['timezone'],
    message: 'is not a time zone of the country chosen',
    when: (p) => {
      const v = p.value as { country?: unknown; timezone?: unknown };
      return (
        (v.country === 'AU' || v.country === 'NZ') && typeof v.timezone === 'string' && v.timezone !== ''
      );
    },
  });

export type TNewSite = z.output<typeof ZNewSite>;

/** The time zone select's options: every zone of both countries, named with its country. */
export const TIME_ZONE_OPTIONS = (['AU', 'NZ'] as const).flatMap((country) =>
  countryRules(country).timeZones.map((z) => ({
    value: z.value,
    label: `${countryRules(country).name}: ${z.label}`,
  })),
);

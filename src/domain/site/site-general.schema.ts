import { z } from 'zod';
import { requiredText, ZEmail, ZHttpsUrl, ZPhone } from './settings-fields';

/** Bounds of the lead settings: a lead may wait at most a week; personal data is kept 30 days to 10 years. */
export const OVERDUE_MINUTES = { min: 5, max: 7 * 24 * 60 } as const;
export const RETENTION_DAYS = { min: 30, max: 3650 } as const;

const wholeNumber = (bounds: { min: number; max: number }, unit: string) =>
  z
    .number('is a whole number')
    .int('is a whole number')
    .min(bounds.min, `is at least ${bounds.min} ${unit}`)
    .max(bounds.max, `is at most ${bounds.max} ${unit}`);

/** The name an email is sent from: words a header carries as they are (no quotes, brackets or line breaks). */
const ZMailFromName = requiredText(80).refine(
  (v) => !/[<>"\\\r\n]/.test(v),
  'has no quotes, brackets or line breaks',
);

/**
 * A Google Maps key as Google issues one ('AIza' and 35 more letters, digits, '-' or '_'). It is public: the Maps
 * Embed API takes it in the map's address, so it is stored as typed (restrict it to the site's domains at Google).
 */
export const ZMapsKey = z
  .string()
  .trim()
  .regex(/^AIza[0-9A-Za-z_-]{35}$/, 'is a Google Maps API key: 39 characters starting AIza');

/**
 * The site's name, phone and social links, how its leads are handled (overdue time, retention), and the From of
 * the emails sent for it (null: the site's name and MAIL_FROM's address), and its maps key (null: no embedded map).
 */
export const ZSiteGeneral = z.object({
  name: requiredText(80),
  phone: ZPhone.nullable(),
  facebookUrl: ZHttpsUrl.nullable(),
  instagramUrl: ZHttpsUrl.nullable(),
  overdueMinutes: wholeNumber(OVERDUE_MINUTES, 'minutes'),
  retentionDays: wholeNumber(RETENTION_DAYS, 'days'),
  mailFromName: ZMailFromName.nullable(),
  mailFromAddress: ZEmail.nullable(),
  mapsKey: ZMapsKey.nullable(),
});

export type TSiteGeneral = z.infer<typeof ZSiteGeneral>;

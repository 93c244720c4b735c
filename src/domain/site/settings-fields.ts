import { z } from 'zod';
import { isContentHref } from '../content/home-content';
import { isValidEmail } from '../forms/is-valid-email';
import { isValidPhone } from '../phone/is-valid-phone';

/** Required text of at most `max` characters, trimmed. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `is at most ${max} characters`);

export const ZPhone = z
  .string()
  .trim()
  .max(30, 'is at most 30 characters')
  .refine(isValidPhone, 'is a phone number such as 02 9000 0000 or 0412 345 678');

export const ZEmail = z
  .string()
  .trim()
  .max(254, 'is at most 254 characters')
  .refine(isValidEmail, 'is an email address such as sales@dealer.com.au');

/** An https address that is not ours: a CRM webhook, a partner's API, a social profile. */
export const ZHttpsUrl = z
  .string()
  .trim()
  .max(500, 'is at most 500 characters')
  .refine((v) => v.startsWith('https://') && isContentHref(v), 'is an https:// address');

/** A link of a menu: a path on the site (/service) or an https address. */
export const ZMenuHref = z
  .string()
  .trim()
  .max(500, 'is at most 500 characters')
  .refine(isContentHref, 'is a path on the site such as /service or an https:// address');

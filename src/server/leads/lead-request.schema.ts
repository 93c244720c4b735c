import { z } from 'zod';
import { enquirySchemaOfKind } from '@/domain/forms/enquiry-form';
import { FINANCE_APPLICATION_SCHEMA, financeApplicationKind } from '@/domain/finance/finance-application';
import { formErrors } from '@/domain/forms/form-schema';
import { HEAR_ABOUT_US_OPTIONS } from '@/domain/forms/hear-about-us-options';
import { INVALID_EMAIL_MESSAGE, REQUIRED_FIELD_MESSAGE } from '@/domain/forms/messages';
import { isValidEmail } from '@/domain/forms/is-valid-email';
import { isValidPhone, PHONE_FORMAT_MESSAGE } from '@/domain/phone/is-valid-phone';

const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Half of a UTF-16 surrogate pair on its own: no character at all, and PostgreSQL refuses to store it. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Text PostgreSQL can store: no control characters (text cannot hold NUL) and no lone surrogates. */
export function isStorableText(s: string): boolean {
  return !CONTROL_CHARS.test(s) && !LONE_SURROGATE.test(s);
}

/** Trimmed text up to `max` characters with no control characters or lone surrogates (isStorableText). */
export function ZText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters.`)
    .refine((s) => !CONTROL_CHARS.test(s), 'Must not contain control characters.')
    .refine((s) => !LONE_SURROGATE.test(s), 'Must not contain broken characters (a lone surrogate).');
}

/** The name of a form's own question kept in a lead's payload: letters, digits, _ - . and spaces. */
const EXTRA_KEY = /^[A-Za-z0-9_.\- ]{1,100}$/;

/** A database id (PostgreSQL integer): larger numbers are refused rather than overflowing the query. */
export const ZId = z.coerce.number().int().positive().max(2_147_483_647, 'No such record.');

/** Optional text: a blank or null value is treated as absent. */
function optionalText(max: number) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), ZText(max).optional());
}

/** A client's key for one submission (the Idempotency-Key header, or the lead's idempotency_key). */
export const ZIdempotencyKey = z
  .string()
  .trim()
  .min(8, 'Must be 8 to 100 characters.')
  .max(100, 'Must be 8 to 100 characters.')
  .regex(/^[\x21-\x7e]+$/, 'Must be printable ASCII without spaces.');

/** A blank or null value is absent. */
const blankIsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

/** true/false as JSON sends it, or as a form sends it ('true', 'on', '1', …). */
const ZFlag = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0', 'yes', 'no'])])
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1' || v === 'yes');

const ZExtraValue = z.union([ZText(2000), z.boolean(), z.number().finite(), z.array(ZText(200)).max(30)]);

/** The lead fields of spec section 3 and the enquiry payload; unknown keys (a form's own questions) are kept in payload. */
const LEAD_FIELD_SHAPE = {
  category: ZText(80).min(1, REQUIRED_FIELD_MESSAGE),
  subcategory: optionalText(80),
  name: optionalText(120),
  first_name: optionalText(60),
  middle_name: optionalText(60),
  last_name: optionalText(60),
  givenName: optionalText(60),
  familyNames: optionalText(60),
  email: optionalText(254).refine((v) => v === undefined || isValidEmail(v), INVALID_EMAIL_MESSAGE),
  phone: optionalText(40).refine((v) => v === undefined || isValidPhone(v), PHONE_FORMAT_MESSAGE),
  mobile: optionalText(40).refine((v) => v === undefined || isValidPhone(v), PHONE_FORMAT_MESSAGE),
  postcode: optionalText(10).refine((v) => v === undefined || /^\d{4}$/.test(v), 'Must be 4 digits.'),
  message: optionalText(5000),
  opt_in: ZFlag.optional(),
  car_id: ZId.optional(),
  /** A location of the site (the book-a-test-drive and location forms send it). */
  location_id: z.preprocess(blankIsAbsent, ZId.optional()),
  dealership_slug: optionalText(120),
  /** Where the visitor heard about the dealer: one of the spec's options. */
  hear_about_us: z.preprocess(
    blankIsAbsent,
    z
      .enum(HEAR_ABOUT_US_OPTIONS, { error: `Must be one of: ${HEAR_ABOUT_US_OPTIONS.join(', ')}.` })
      .optional(),
  ),
  preferredDealership: optionalText(120),
  url: optionalText(2000),
  visited_pages: z.array(ZText(2000)).max(50).optional(),
  linked_query_params: z
    .record(ZText(100), ZText(500))
    .refine((r) => Object.keys(r).length <= 30, 'At most 30 query parameters.')
    .optional(),
  lead_status: z.enum(['New', 'Incomplete']).optional(),
  leadStatus: z.enum(['New', 'Incomplete']).optional(),
  form_completed: ZFlag.optional(),
  send_customer_email: ZFlag.optional(),
  dateTime: optionalText(40).refine(
    (v) => v === undefined || !Number.isNaN(Date.parse(v)),
    'Must be a date and time.',
  ),
  additional_services: z.array(ZText(100)).max(30).optional(),
  /** The client's key for this submission: a retry with the same key finds the first lead. */
  idempotency_key: z.preprocess(blankIsAbsent, ZIdempotencyKey.optional()),
  /** The spam trap: people never see it, so only a bot fills it in. */
  website: optionalText(2000),
};

const ZLeadFields = z
  .object(LEAD_FIELD_SHAPE)
  .catchall(ZExtraValue)
  .superRefine((lead, ctx) => {
    if (Object.keys(lead).length > 80) ctx.addIssue({ code: 'custom', message: 'Too many fields.' });
    for (const key of Object.keys(lead)) {
      if (Object.hasOwn(LEAD_FIELD_SHAPE, key) || EXTRA_KEY.test(key)) continue;
      ctx.addIssue({
        code: 'custom',
        path: [isStorableText(key) ? key.slice(0, 100) : 'extra field'],
        message: 'Field names may use only letters, digits, spaces, _ - and . (at most 100).',
      });
    }
  });

/**
 * A lead as sent: every field checked; a complete one (not a partial save) must carry the spec's contact
 * fields of every form (section 5: Full Name, Mobile and email; a partner's givenName/familyNames and
 * mobile count) and pass its form's own field checks.
 */
export const ZLead = ZLeadFields.superRefine((lead, ctx) => {
  if (lead.form_completed === false || lead.lead_status === 'Incomplete') return;
  const errors: Record<string, string> = {};
  const named = lead.name ?? lead.first_name ?? lead.last_name ?? lead.givenName ?? lead.familyNames;
  if (!named) errors.name = REQUIRED_FIELD_MESSAGE;
  if (!lead.phone && !lead.mobile) errors.phone = REQUIRED_FIELD_MESSAGE;
  if (!lead.email) errors.email = REQUIRED_FIELD_MESSAGE;
  // An enquiry form's or finance application's lead (its kind is the subcategory) is checked again
  // against that form's schema.
  const form =
    enquirySchemaOfKind(lead.subcategory) ??
    (financeApplicationKind(lead.subcategory) ? FINANCE_APPLICATION_SCHEMA : null);
  const fromForm = form ? formErrors(form, lead) : {};
  for (const [field, message] of Object.entries({ ...fromForm, ...errors })) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
});

/** A flat form post (`category=…&name=…`, the enquiry form with JavaScript off) is read as the lead itself. */
const asLeadRequest = (body: unknown) =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && !('lead' in body) && 'category' in body
    ? { lead: body }
    : body;

/** `POST /api/leads`: `{ lead: {…} }`, JSON or form-style. */
export const ZLeadRequest = z.preprocess(asLeadRequest, z.object({ lead: ZLead }));

/**
 * `PUT /api/leads/{id}`: a later save of a multi-step form, whose fields are checked as sent; whether the
 * completed lead names the person and has a contact is checked on the lead with its stored fields
 * (updateLead), so a last step need not send the name again.
 */
export const ZLeadUpdateRequest = z.preprocess(asLeadRequest, z.object({ lead: ZLeadFields }));

export type TLead = z.output<typeof ZLead>;
export type TLeadRequest = z.output<typeof ZLeadRequest>;

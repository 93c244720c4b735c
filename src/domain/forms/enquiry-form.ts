import type { TEnquiryKind } from '../leads/enquiry-category';
import type { TFormField } from './types';

export type TEnquiryFormKind = 'general' | 'test-drive' | 'photo-request' | 'finance';

/** The labels the spec gives the contact fields. */
export const ENQUIRY_FIELD_LABELS = { name: 'Full Name', phone: 'Mobile' } as const;

const contact: TFormField[] = [
  { name: 'name' },
  { name: 'phone', kind: 'phone' },
  { name: 'email', kind: 'email' },
];
const optIn: TFormField = { name: 'opt_in', kind: 'checkbox', optional: true };
const rego: TFormField = { name: 'Rego', optional: true };

const fields: Record<TEnquiryFormKind, readonly TFormField[]> = {
  general: [...contact, { name: 'message' }, rego, optIn],
  'test-drive': [
    ...contact,
    { name: 'message', optional: true },
    rego,
    { name: 'dateTime', optional: true },
    optIn,
  ],
  'photo-request': [...contact, { name: 'message', optional: true }, optIn],
  finance: [...contact, optIn, { name: 'terms_agreed', kind: 'checkbox' }],
};

/**
 * The checked fields of an enquiry form (payload keys): name, phone and email everywhere; message
 * required on the general form (also the car Enquire form), optional on test drive and photo request;
 * Rego optional; the test drive date-time optional; terms_agreed required on the finance form.
 */
export function enquiryFormFields(kind: TEnquiryFormKind): readonly TFormField[] {
  return fields[kind];
}

/**
 * The starting values: the marketing opt-in is unticked on every form. The spec has it ticked except on the
 * finance form, but the Spam Act needs express consent, which a pre-ticked box is not (ADR 0008).
 */
export function enquiryFormDefaults(kind: TEnquiryFormKind): { opt_in: boolean } {
  void kind;
  return { opt_in: false };
}

/** The form each enquiry kind shows: Got a Question? has the photo request's fields (message optional). */
const FORM_OF_KIND: Record<TEnquiryKind, TEnquiryFormKind> = {
  general: 'general',
  'test-drive': 'test-drive',
  'photo-request': 'photo-request',
  question: 'photo-request',
};

/**
 * The checked fields of the enquiry form of a kind, which travels with the lead as its subcategory, so
 * the server checks a lead against the same fields as the browser did; null for a subcategory no
 * enquiry form sends (other forms and API clients keep the lead API's own rules).
 */
export function enquiryFieldsOfKind(kind: TEnquiryKind): readonly TFormField[];
export function enquiryFieldsOfKind(kind: string | null | undefined): readonly TFormField[] | null;
export function enquiryFieldsOfKind(kind: string | null | undefined): readonly TFormField[] | null {
  if (!kind || !Object.hasOwn(FORM_OF_KIND, kind)) return null;
  return fields[FORM_OF_KIND[kind as TEnquiryKind]];
}

import type { TEnquiryKind } from '../leads/enquiry-category';
import { formField } from './form-field';
import { formSchema, type TFormSchema } from './form-schema';

export type TEnquiryFormKind = 'general' | 'test-drive' | 'photo-request' | 'finance';

const contact = { name: formField.text(), phone: formField.phone(), email: formField.email() };
const optIn = formField.checkbox({ optional: true });
const rego = formField.text({ optional: true });

/**
 * Each enquiry form's schema (payload keys): name, phone and email everywhere; message required on the
 * general form (also the car Enquire form), optional on test drive and photo request; Rego optional; the
 * test drive date-time optional; terms_agreed required on the finance form.
 */
export const ENQUIRY_FORM_SCHEMAS: Readonly<Record<TEnquiryFormKind, TFormSchema>> = {
  general: formSchema({ ...contact, message: formField.text(), Rego: rego, opt_in: optIn }),
  'test-drive': formSchema({
    ...contact,
    message: formField.text({ optional: true }),
    Rego: rego,
    dateTime: formField.text({ optional: true }),
    opt_in: optIn,
  }),
  'photo-request': formSchema({ ...contact, message: formField.text({ optional: true }), opt_in: optIn }),
  finance: formSchema({ ...contact, opt_in: optIn, terms_agreed: formField.checkbox() }),
};

/** The form each enquiry kind shows: Got a Question? has the photo request's fields (message optional). */
const FORM_OF_KIND: Record<TEnquiryKind, TEnquiryFormKind> = {
  general: 'general',
  'test-drive': 'test-drive',
  'photo-request': 'photo-request',
  question: 'photo-request',
};

/**
 * The schema of the enquiry form of a kind, which travels with the lead as its subcategory, so the server
 * checks a lead against the same schema as the browser did; null for a subcategory no enquiry form sends
 * (other forms and API clients keep the lead API's own rules).
 */
export function enquirySchemaOfKind(kind: TEnquiryKind): TFormSchema;
export function enquirySchemaOfKind(kind: string | null | undefined): TFormSchema | null;
export function enquirySchemaOfKind(kind: string | null | undefined): TFormSchema | null {
  if (!kind || !Object.hasOwn(FORM_OF_KIND, kind)) return null;
  return ENQUIRY_FORM_SCHEMAS[FORM_OF_KIND[kind as TEnquiryKind]];
}

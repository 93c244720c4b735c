import { formField } from './form-field';
import { formSchema, type TFormSchema } from './form-schema';

/** The labels of the buyer's details at checkout (the spec's contact labels, plus postcode and terms). */
export const CHECKOUT_FIELD_LABELS = {
  name: 'Full Name',
  email: 'Email',
  phone: 'Mobile',
  postcode: 'Postcode',
  terms_agreed: 'I accept the reservation terms',
} as const;

/**
 * The buyer's details at checkout (payload keys): name, email ('invalid email address'), mobile ('Must be
 * correct format'), a 4-digit postcode, the reservation terms accepted, and the optional marketing opt-in.
 * The browser checks them before any hold is placed; the buyer-details route checks them again.
 */
export const CHECKOUT_FORM_SCHEMA: TFormSchema = formSchema({
  name: formField.text(),
  email: formField.email(),
  phone: formField.phone(),
  postcode: formField.postcode(),
  terms_agreed: formField.checkbox(),
  opt_in: formField.checkbox({ optional: true }),
});

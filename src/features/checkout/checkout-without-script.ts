'use server';

import { CHECKOUT_FORM_SCHEMA } from '@/domain/forms/checkout-form';
import { formErrors } from '@/domain/forms/form-schema';
import type { TCheckoutFormState } from './checkout-form-state';

const NEEDS_SCRIPT =
  'Paying by card needs JavaScript in this browser, and it is turned off or has not finished loading.';

/**
 * The buyer-details form posted as a page (JavaScript off, or tapped before the page was interactive): the
 * details are checked and shown again as typed; no hold is placed, because no card can be taken without
 * the payment step's script.
 */
export async function checkoutWithoutScript(
  _previous: TCheckoutFormState,
  form: FormData,
): Promise<TCheckoutFormState> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries())
    if (typeof value === 'string' && !name.startsWith('$ACTION')) values[name] = value.slice(0, 300);
  const errors = formErrors(CHECKOUT_FORM_SCHEMA, { ...values, terms_agreed: values.terms_agreed === 'on' });
  return { errors, failure: Object.keys(errors).length > 0 ? null : NEEDS_SCRIPT, values };
}

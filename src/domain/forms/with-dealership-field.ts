import { dealershipSelect } from './dealership-select';
import { formField } from './form-field';
import { formSchema, type TFormSchema } from './form-schema';

/** The lead field the chosen dealership travels in (spec 3). */
export const DEALERSHIP_FIELD = 'dealership_slug';

/**
 * A form's schema with the dealership select (spec 5) where the site has a choice to make: with two or
 * more dealerships `dealership_slug` must be one of them, or left blank (no preference: the lead goes to
 * the site's head dealership, as before); with fewer the form is unchanged (one is chosen for the visitor).
 */
export function withDealershipField(form: TFormSchema, dealershipSlugs: readonly string[]): TFormSchema {
  if (!dealershipSelect(dealershipSlugs).visible) return form;
  return formSchema(
    { ...form.fields, [DEALERSHIP_FIELD]: formField.choice(dealershipSlugs, { optional: true }) },
    form.shownWhen,
  );
}

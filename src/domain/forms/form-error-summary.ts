import { FORM_ERRORS_HEADING } from './messages';
import type { TFormErrors } from './types';

export type TFormErrorSummary = {
  heading: typeof FORM_ERRORS_HEADING;
  items: { field: string; message: string }[];
};

/** The list shown after a failed submit, headed 'Please fix the following errors:'; null when nothing failed. */
export function formErrorSummary(errors: TFormErrors): TFormErrorSummary | null {
  const items = Object.entries(errors).map(([field, message]) => ({ field, message }));
  return items.length === 0 ? null : { heading: FORM_ERRORS_HEADING, items };
}

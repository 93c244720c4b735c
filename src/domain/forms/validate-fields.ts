import { fieldError } from './field-error';
import { isFieldVisible } from './is-field-visible';
import type { TFormErrors, TFormField, TFormValues } from './types';

/**
 * Checks the fields in order and returns the failing ones' messages. Hidden (conditional) fields are
 * not checked; a condition sees the errors of the fields before it, so a field names only earlier fields.
 */
export function validateFields(fields: readonly TFormField[], values: TFormValues): TFormErrors {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!isFieldVisible(field, values, errors)) continue;
    const error = fieldError(field, values[field.name]);
    if (error !== undefined) errors[field.name] = error;
  }
  return errors;
}

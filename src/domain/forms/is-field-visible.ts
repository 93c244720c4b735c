import type { TFormErrors, TFormField, TFormValues } from './types';

/** A field without a condition always shows; see TShowWhen for conditional fields. */
export function isFieldVisible(
  field: Pick<TFormField, 'showWhen'>,
  values: TFormValues,
  errors: TFormErrors,
): boolean {
  const { showWhen } = field;
  if (showWhen === undefined) return true;
  if (typeof showWhen === 'function') return showWhen(values);
  return Boolean(values[showWhen.field]) && errors[showWhen.field] === undefined;
}

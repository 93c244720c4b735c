import { fieldError, type TFieldRule } from './form-field';
import type { TFormErrors, TFormValues } from './types';

/** Whether a conditional field shows (and is checked) for these values. */
export type TShownWhen = (values: TFormValues) => boolean;

/**
 * One form's fields: `fields` names each field's rule in the form's order; `shownWhen` the conditional ones'
 * conditions. The browser and the receiving route both check values against it with `formErrors`.
 */
export type TFormSchema = {
  fields: Readonly<Record<string, TFieldRule>>;
  shownWhen: Readonly<Record<string, TShownWhen>>;
};

/** Answered under the empty key for a body that is no set of fields at all. */
export const NOT_A_FORM_MESSAGE = 'Expected a set of form fields.';

/**
 * A form's schema from its fields in order. A field with a condition (spec 5: a function of the form's values,
 * such as "a trade-in was ticked") is checked only while the condition holds; other keys (hidden inputs, the
 * page's url, …) pass through.
 */
export function formSchema(
  fields: Readonly<Record<string, TFieldRule>>,
  shownWhen: Readonly<Record<string, TShownWhen>> = {},
): TFormSchema {
  return { fields, shownWhen };
}

/** Whether a field shows: always, unless its condition says otherwise. */
export function isFieldShown(
  form: Pick<TFormSchema, 'shownWhen'>,
  name: string,
  values: TFormValues,
): boolean {
  const shown = form.shownWhen[name];
  return shown === undefined || shown(values);
}

/** The message of each failing field, in the form's field order ({} when the values pass). */
export function formErrors(form: TFormSchema, values: TFormValues): TFormErrors {
  if (typeof values !== 'object' || values === null || Array.isArray(values))
    return { '': NOT_A_FORM_MESSAGE };
  const errors: Record<string, string> = {};
  for (const [name, rule] of Object.entries(form.fields)) {
    if (!isFieldShown(form, name, values)) continue;
    const message = fieldError(rule, values[name]);
    if (message !== undefined) errors[name] = message;
  }
  return errors;
}

/** One schema of several steps' fields, their conditions kept. */
export function joinFormSchemas(forms: readonly TFormSchema[]): TFormSchema {
  return formSchema(
    Object.assign({}, ...forms.map((form) => form.fields)),
    Object.assign({}, ...forms.map((form) => form.shownWhen)),
  );
}

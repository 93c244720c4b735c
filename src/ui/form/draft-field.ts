import { fieldId, fieldMessage } from './field-id';

/** What the fields of a form drawn again after a refused save read: the values shown and each field's message. */
export type TFieldState = { values: Record<string, string>; errors: Record<string, string> };

/**
 * A field's id (`field-…`, which the error summary links to), name, label (no '(optional)' mark: these forms
 * say what may be empty in their hints) and message as a sentence of its label.
 */
export function draftLabel(f: TFieldState, name: string, label: string) {
  const error = f.errors[name];
  return {
    id: fieldId(name),
    name,
    label,
    optional: false,
    error: error ? fieldMessage(label, error) : undefined,
  };
}

/** TextField's or SelectField's props in a draft form: the value typed (or saved) to start with. */
export function draftField(f: TFieldState, name: string, label: string) {
  return { ...draftLabel(f, name, label), defaultValue: f.values[name] ?? '', autoComplete: 'off' };
}

/** CheckboxField's props in a draft form: posts `1` when ticked, ticked as typed (or saved). */
export function draftCheckbox(f: TFieldState, name: string, label: string) {
  const { id, error } = draftLabel(f, name, label);
  return { id, name, label, error, value: '1', defaultChecked: Boolean(f.values[name]) };
}

/** ErrorSummary's props above a draft form: links to the `field-…` ids, messages as sentences. */
export const DRAFT_SUMMARY = {
  idPrefix: 'field',
  sentences: true,
  headingId: 'error-summary-title',
  footer: 'Nothing was saved.',
} as const;

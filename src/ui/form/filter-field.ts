/**
 * TextField's or SelectField's props in a GET filter form: an id of the form's own (`${form}-${name}`), the value
 * of the current URL, no '(optional)' mark (every filter may be empty) and the message of a value it refused.
 */
export function filterField(
  form: string,
  name: string,
  label: string,
  value: string | number | undefined,
  error?: string,
) {
  return { id: `${form}-${name}`, name, label, optional: false, defaultValue: value ?? '', error };
}

/** The messages of the values a filter URL gave that could not be used, by field name. */
export function filterMessages(
  errors: readonly { field: string; message: string }[],
): Record<string, string> {
  return Object.fromEntries(errors.map((e) => [e.field, e.message]));
}

/** A filter select's first choice: no filter. */
export const ALL_CHOICE = { value: '', label: 'All' } as const;

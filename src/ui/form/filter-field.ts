/** The values a filter URL gave that could not be used (each said at its field and above the form). */
export type TFilterErrors = readonly { field: string; message: string }[];

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

/** One filter form's fields by name (`field`), and FilterForm's props for the summary of its refused values. */
export function filterForm<K extends string>(
  form: string,
  labels: Record<K, string>,
  query: NoInfer<{ [name in K]?: string | number }>,
  errors: TFilterErrors,
) {
  const messages: Record<string, string> = Object.fromEntries(errors.map((e) => [e.field, e.message]));
  const field = (name: K) => filterField(form, name, labels[name], query[name], messages[name]);
  return { field, summary: { form, messages, labels } };
}

/** A filter select's first choice: no filter. */
export const ALL_CHOICE = { value: '', label: 'All' } as const;

/**
 * TextField's or SelectField's props in a GET filter form: an id of the form's own (`${form}-${name}`), the value
 * of the current URL, and no '(optional)' mark (every filter may be empty).
 */
export function filterField(form: string, name: string, label: string, value: string | number | undefined) {
  return { id: `${form}-${name}`, name, label, optional: false, defaultValue: value ?? '' };
}

/** A filter select's first choice: no filter. */
export const ALL_CHOICE = { value: '', label: 'All' } as const;

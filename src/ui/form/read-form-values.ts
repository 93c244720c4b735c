/**
 * A form's values as typed: its text fields by name and each named checkbox as a boolean. React's own
 * hidden fields of a no-script action ($ACTION_REF_1, $ACTION_1:0, $ACTION_KEY, …) are not the visitor's
 * and are left out.
 */
export function readFormValues(data: FormData, checkboxes: Iterable<string>): Record<string, unknown> {
  const values: Record<string, unknown> = Object.fromEntries(
    [...data.entries()].filter(([key, value]) => typeof value === 'string' && !key.startsWith('$ACTION')),
  );
  for (const name of checkboxes) values[name] = data.get(name) === 'on';
  return values;
}

/** The names of a form's checkboxes. */
export function checkboxNames(form: HTMLFormElement): string[] {
  return [...form.elements].flatMap((element) =>
    element instanceof HTMLInputElement && element.type === 'checkbox' && element.name ? [element.name] : [],
  );
}

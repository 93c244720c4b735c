/**
 * An enquiry form's values as typed: its text fields by name and the opt-in as a boolean. React's own
 * hidden fields of the no-script action ($ACTION_REF_1, $ACTION_1:0, $ACTION_KEY, …), which the server
 * renders into the form, are not the visitor's and are left out.
 */
export function enquiryFormValues(data: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = Object.fromEntries(
    [...data.entries()].filter(([key, value]) => typeof value === 'string' && !key.startsWith('$ACTION')),
  );
  values.opt_in = data.get('opt_in') === 'on';
  return values;
}

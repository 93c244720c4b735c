/**
 * An API refusal as a form shows it: `name` is the field without its body prefix (`lead.email` and
 * `valuation.rego` -> `email`, `rego`; null when the refusal names none), and `message` drops the leading
 * `lead.email: ` (or `email: `) the API puts before what a person should read.
 */
export function apiFieldError(
  field: string | null,
  message: string,
): { name: string | null; message: string } {
  if (!field) return { name: null, message };
  const name = field.replace(/^(lead|valuation)\./, '');
  for (const prefix of [`${field}: `, `${name}: `]) {
    if (message.startsWith(prefix)) return { name, message: message.slice(prefix.length) };
  }
  return { name, message };
}

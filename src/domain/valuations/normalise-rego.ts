/** The longest registration plate read: personalised plates in Australia run to 9 characters (NZ to 6). */
export const MAX_REGO_CHARS = 9;

/**
 * A registration (rego) as printed on the plate: spaces, hyphens and dots removed, upper case
 * ('abc-123' -> 'ABC123'). Null when what is left is empty, longer than 9 characters or holds anything
 * but letters and digits, so the form can show the field's error.
 */
export function normaliseRego(input: string): string | null {
  const rego = input.replace(/[\s.-]/g, '').toUpperCase();
  if (rego.length === 0 || rego.length > MAX_REGO_CHARS || !/^[A-Z0-9]+$/.test(rego)) return null;
  return rego;
}

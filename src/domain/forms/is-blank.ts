/**
 * Whether a field holds nothing: undefined, null, a string of only whitespace, an unticked checkbox
 * (false) or an empty list. Numbers, including 0, are values.
 */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Kilometres as typed in a valuation, as a whole number: commas (and any whitespace) removed, a
 * decimal part dropped ('12,345.9' -> 12345). Anything that is not a non-negative number
 * ('', 'abc', '12k', '-5') gives null, so the caller can show the field as required.
 */
export function parseKilometres(input: string): number | null {
  const cleaned = input.replace(/[,\s]/g, '');
  if (!/^\d+(?:\.\d+)?$/.test(cleaned)) return null;
  return Math.trunc(Number(cleaned));
}

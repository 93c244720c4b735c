/**
 * An amount of money as typed ('25000', '$25,000', '25 000.50'), in whole dollars: a leading '$',
 * commas and whitespace removed, cents dropped. Anything else ('', 'abc', '-5', '25k', '1.234') gives
 * null, so the caller can show the field's error.
 */
export function parseWholeDollars(input: string): number | null {
  const cleaned = input.replace(/[,\s]/g, '').replace(/^\$/, '');
  if (!/^\d+(?:\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.trunc(Number(cleaned));
}

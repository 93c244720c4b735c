/**
 * A `tel:` link's address for a number as a dealer or visitor typed it: its digits, with the leading `+` of an
 * international number kept and every space, bracket, dot and dash dropped, so '(02) 9630 1200' dials 0296301200.
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const plus = trimmed.startsWith('+') ? '+' : '';
  return `tel:${plus}${trimmed.replace(/\D/g, '')}`;
}

/** Separators people type inside a number: whitespace, brackets around an area code, dots and dashes. */
const SEPARATORS = /[\s().\-\u2010-\u2015]+/g;

/**
 * The spec's phone clean-up, which validation runs on: a bracketed `+(61)` (AU) or `+(64)` (NZ)
 * replaced by a leading 0, then every separator removed: whitespace as the spec says, and also the
 * brackets, dots and dashes of a landline typed '(02) 9630 1200' or '02.9630.1200'.
 */
export function compactPhone(phone: string): string {
  return phone.replace(/^\s*\+\s*\(\s*(?:61|64)\s*\)/, '0').replace(SEPARATORS, '');
}

/**
 * The phone number as stored and sent: compactPhone, and also a plain `+61` / `+64` replaced by the
 * trunk 0 so one number has one stored form. A 0 typed straight after the code (`+61 0412…`) is the
 * trunk 0 already and is not doubled. Other international numbers (+44 …) and `0061`-style prefixes are
 * left as they are.
 */
export function normalisePhone(phone: string): string {
  const trunk = phone.replace(/^\s*\+\s*\(\s*(?:61|64)\s*\)[\s().-]*0?/, '0');
  return compactPhone(trunk).replace(/^\+(?:61|64)0?/, '0');
}

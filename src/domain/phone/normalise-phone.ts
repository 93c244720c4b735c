/**
 * The spec's phone clean-up, which validation runs on: every whitespace character removed and a
 * bracketed `+(61)` (AU) or `+(64)` (NZ) replaced by a leading 0.
 */
export function compactPhone(phone: string): string {
  return phone.replace(/\s+/g, '').replace(/^\+\((?:61|64)\)/, '0');
}

/**
 * The phone number as stored and sent: compactPhone, and also a plain `+61` / `+64` replaced by the
 * trunk 0 so one number has one stored form. A 0 typed straight after the code (`+61 0412…`) is the
 * trunk 0 already and is not doubled. Other international numbers (+44 …) and `0061`-style prefixes are
 * left as they are.
 */
export function normalisePhone(phone: string): string {
  return phone.replace(/\s+/g, '').replace(/^\+(?:\((?:61|64)\)|61|64)0?/, '0');
}

import { randomBytes } from 'node:crypto';

// Crockford's base32 without I, L, O, U: read over the phone without confusion.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new reference a buyer and dealer quote: FC- and 8 characters (40 random bits). */
export function newReservationReference(): string {
  const bytes = randomBytes(8);
  let out = '';
  for (let i = 0; i < 8; i++) out += ALPHABET[bytes[i]! & 31];
  return `FC-${out}`;
}

/** Whether a string has the shape of a reference (checked before any query). */
export function isReservationReference(value: string): boolean {
  return /^FC-[0-9A-HJKMNP-TV-Z]{8}$/.test(value);
}

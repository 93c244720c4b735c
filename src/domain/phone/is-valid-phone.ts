import { compactPhone } from './normalise-phone';

export const PHONE_FORMAT_MESSAGE = 'Must be correct format';

/** The accepted forms, tested on compactPhone (whitespace removed, `+(61)` / `+(64)` -> 0). */
export const PHONE_PATTERNS = {
  /** +61 or 0, then 2-5 or 7-8, then two groups of 4 digits. */
  au: /^(?:\+61|0)[2-57-8]\d{4}\d{4}$/,
  /** +64 then 8-10 digits. */
  nz: /^\+64\d{8,10}$/,
  /** 9, 10 or 11 digits. */
  plain: /^\d{9,11}$/,
  /** +44 then 9-10 digits. */
  uk: /^\+44\d{9,10}$/,
} as const;

const patterns = Object.values(PHONE_PATTERNS);

/** Whether a phone number, once compacted, has one of the accepted forms. */
export function isValidPhone(phone: string): boolean {
  const compact = compactPhone(phone);
  return patterns.some((p) => p.test(compact));
}

/** 'Must be correct format' for a number of no accepted form, else undefined. */
export function phoneFormatError(phone: string): string | undefined {
  return isValidPhone(phone) ? undefined : PHONE_FORMAT_MESSAGE;
}

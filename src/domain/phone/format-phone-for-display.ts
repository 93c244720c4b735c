import { compactPhone, normalisePhone } from './normalise-phone';

export type TPhoneCountry = 'AU' | 'NZ';

export const AU_MOBILE_MASK = '#### ### ###';
export const NZ_PHONE_MASK = '### ### #####';

/** Fills a mask's `#` slots with digits in turn, stopping when the digits run out. */
function applyMask(digits: string, mask: string): string {
  let out = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    if (slot === '#') {
      out += digits.charAt(next);
      next += 1;
    } else {
      out += slot;
    }
  }
  return out;
}

/**
 * A phone number for display. The country is the number's own (+61 / +64) when it has a code, else the
 * site's, read after the spec's clean-up (separators removed). AU 04 mobiles (10 digits) read '#### ### ###'; NZ numbers of 9-11 digits read
 * '### ### #####' (shorter ones fill as far as they go). Anything else (AU landlines, 1300/1800 numbers,
 * +44 …) is shown as entered, trimmed, with runs of whitespace collapsed to one space.
 */
export function formatPhoneForDisplay(phone: string, siteCountry: TPhoneCountry): string {
  const compact = phone.replace(/\s+/g, '');
  const country = /^\+\(?64/.test(compact) ? 'NZ' : /^\+\(?61/.test(compact) ? 'AU' : siteCountry;
  // Brackets, dots and dashes typed by a visitor go too, so '(0412) 345-678' reads as the mask.
  const normalised = normalisePhone(compactPhone(phone));
  if (country === 'AU' && /^04\d{8}$/.test(normalised)) return applyMask(normalised, AU_MOBILE_MASK);
  if (country === 'NZ' && /^0\d{8,10}$/.test(normalised)) return applyMask(normalised, NZ_PHONE_MASK);
  return phone.trim().replace(/\s+/g, ' ');
}

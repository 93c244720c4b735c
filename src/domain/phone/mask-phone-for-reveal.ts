import { PHONE_MASK_KEEP } from '../constants/limits';

export const PHONE_MASK_CHAR = 'X';

/**
 * The phone number before it is revealed: the first 5 characters kept, every later non-space character
 * replaced by X, spaces kept so the number keeps its shape: '0412 345 678' -> '0412 XXX XXX'. Pass the
 * display form (formatPhoneForDisplay) so the kept part is what the visitor will see.
 */
export function maskPhoneForReveal(phone: string): string {
  const chars = Array.from(phone);
  const kept = chars.slice(0, PHONE_MASK_KEEP).join('');
  const masked = chars.slice(PHONE_MASK_KEEP).join('').replace(/\S/g, PHONE_MASK_CHAR);
  return kept + masked;
}

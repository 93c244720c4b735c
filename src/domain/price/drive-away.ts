import { formatPrice, type TCurrency } from './format-price';

/** The label beside the single total price (ACL s48). */
export const DRIVE_AWAY_LABEL = 'drive away';

/** What a drive-away price includes (COMPLIANCE.md, ACL s48). */
export const DRIVE_AWAY_INCLUDES_TEXT =
  'Drive away price includes stamp duty, registration, CTP and dealer delivery.';

/** `$35,990 drive away`. */
export function driveAwayPrice(amount: number, currency: TCurrency = 'AUD'): string {
  return `${formatPrice(amount, currency)} ${DRIVE_AWAY_LABEL}`;
}

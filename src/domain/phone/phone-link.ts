import { formatPhoneForDisplay, type TPhoneCountry } from './format-phone-for-display';
import { telHref } from './tel-href';

/** A phone number ready to show as a link: its tel: address and the number as the site's country writes it. */
export type TPhoneLink = { href: string; display: string };

/**
 * A dealer's phone as a tel: link (telHref) with its display form (formatPhoneForDisplay), worked out on the
 * server so the browser needs neither; null for a missing or blank number.
 */
export function phoneLink(phone: string | null | undefined, country: TPhoneCountry): TPhoneLink | null {
  if (!phone?.trim()) return null;
  return { href: telHref(phone), display: formatPhoneForDisplay(phone, country) };
}

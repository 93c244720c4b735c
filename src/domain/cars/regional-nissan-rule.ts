import type { TCarForRules, TCarSiteFlags } from './types';

/** Shown with the drive-away price of a car the regional Nissan rule applies to (ADR 0002). */
export const REGIONAL_NISSAN_PRICE_NOTE = 'Drive away price includes regional delivery charges.';

/** The rule applies to new or demo Nissans when the site's regional flag is on (make compared case-insensitively). */
export function appliesRegionalNissanRule(
  car: Pick<TCarForRules, 'carType' | 'make'>,
  flags: Pick<TCarSiteFlags, 'regionalNissan'>,
): boolean {
  return flags.regionalNissan && car.carType !== 'used' && car.make.trim().toLowerCase() === 'nissan';
}

/**
 * The rule's effect (ADR 0002): the drive-away price carries a note that it includes regional delivery
 * charges, so a regional dealer's price is not read as a national metro offer. Null when it does not apply.
 */
export function regionalNissanPriceNote(
  car: Pick<TCarForRules, 'carType' | 'make'>,
  flags: Pick<TCarSiteFlags, 'regionalNissan'>,
): string | null {
  return appliesRegionalNissanRule(car, flags) ? REGIONAL_NISSAN_PRICE_NOTE : null;
}

import { isNewArrival } from './is-new-arrival';
import type { TCarForRules, TCarSiteFlags } from './types';

export type TCarTagBannerKind = 'sold' | 'fuel' | 'reserved' | 'tag' | 'coming-soon' | 'new';

export type TCarTagBanner = { kind: TCarTagBannerKind; label: string };

export const JUST_SOLD_LABEL = 'JUST SOLD';
export const RESERVED_LABEL = 'RESERVED';
export const COMING_SOON_LABEL = 'COMING SOON';

/**
 * The tag banner over a car's image; first match wins: sold -> JUST SOLD; Electric or Hybrid (when
 * the site shows fuel tags) -> the fuel name; reserved -> RESERVED; an explicit tag; coming_soon ->
 * COMING SOON; created within the last 8 days -> the site's new label (none if it is empty); else none.
 */
export function carTagBanner(
  car: Pick<TCarForRules, 'sold' | 'simpleFuel' | 'reserved' | 'tag' | 'status' | 'createdAt'>,
  flags: Pick<TCarSiteFlags, 'fuelTag' | 'newLabel'>,
  now: Date,
): TCarTagBanner | null {
  if (car.sold) return { kind: 'sold', label: JUST_SOLD_LABEL };
  if (flags.fuelTag && car.simpleFuel) return { kind: 'fuel', label: car.simpleFuel };
  if (car.reserved) return { kind: 'reserved', label: RESERVED_LABEL };
  const tag = car.tag?.trim();
  if (tag) return { kind: 'tag', label: tag };
  if (car.status === 'coming_soon') return { kind: 'coming-soon', label: COMING_SOON_LABEL };
  const newLabel = flags.newLabel.trim();
  if (newLabel && isNewArrival(car.createdAt, now)) return { kind: 'new', label: newLabel };
  return null;
}

import { formatPrice } from '@/domain/price/format-price';
import { formatWholeNumber } from '@/domain/numbers/format-whole-number';
import { parseRangeKey } from '@/server/providers/search/price-ranges';
import type { TSearchFacet } from '@/server/providers/search/types';

/** The filters shown as dropdowns, in order, with their labels. */
export const FILTERS: readonly { facet: TSearchFacet; label: string }[] = [
  { facet: 'car_type', label: 'Condition' },
  { facet: 'make', label: 'Make' },
  { facet: 'model', label: 'Model' },
  { facet: 'body', label: 'Body type' },
  { facet: 'simple_fuel', label: 'Fuel' },
  { facet: 'year', label: 'Year' },
  { facet: 'price_range', label: 'Price' },
  { facet: 'km_range', label: 'Kilometres' },
  { facet: 'dealership_slug', label: 'Dealership' },
];

const CAR_TYPES: Record<string, string> = { new: 'New', used: 'Used', demo: 'Demo' };

function rangeLabel(key: string, format: (n: number) => string): string {
  const range = parseRangeKey(key);
  if (!range) return key;
  return range.to === null ? `${format(range.from)} and over` : `${format(range.from)} – ${format(range.to)}`;
}

/** A facet value as people read it ("$10,000 – $20,000", "Used", a dealership's name). */
export function facetValueLabel(
  facet: string,
  value: string,
  context: { currency: 'AUD' | 'NZD'; dealershipNames: Record<string, string> },
): string {
  switch (facet) {
    case 'car_type':
      return CAR_TYPES[value] ?? value;
    case 'price_range':
      return rangeLabel(value, (n) => formatPrice(n, context.currency));
    case 'km_range':
      return rangeLabel(value, (n) => `${formatWholeNumber(n)} km`);
    case 'dealership_slug':
      return context.dealershipNames[value] ?? value;
    default:
      return value;
  }
}

export function facetLabel(facet: string): string {
  return FILTERS.find((f) => f.facet === facet)?.label ?? facet;
}

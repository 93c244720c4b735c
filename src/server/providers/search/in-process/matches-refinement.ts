import { facetValueKey } from '@/domain/search/facet-value-key';
import { parseRangeKey } from '../price-ranges';
import type { TSiteStock } from './site-stock.types';
import type { TSearchFacet } from '../types';

/** Whether row i has one of a facet's selected values. */
export type TRowTest = (row: number) => boolean;

/**
 * The test a facet's selected values put on a row. Values match ignoring case, spaces and punctuation
 * (facetValueKey: a catalogue's "IONIQ 5" selects the stock's "Ioniq 5"); a year must be four digits; a price or km range is any "from-to" or "from+" (not only the offered buckets). A value the stock
 * does not have matches nothing.
 */
export function matchesRefinement(
  stock: TSiteStock,
  facet: TSearchFacet,
  values: readonly string[],
): TRowTest {
  if (facet === 'price_range' || facet === 'km_range') {
    const column = facet === 'price_range' ? stock.price : stock.km;
    const ranges = values.map(parseRangeKey).filter((r) => r !== null);
    return (row) => {
      const v = column[row]!;
      return ranges.some((r) => v >= r.from && (r.to === null || v < r.to));
    };
  }
  const wanted = facet === 'year' ? values.filter((v) => /^\d{4}$/.test(v)) : values;
  const known = stock.facetValues[facet];
  const selected = new Uint8Array(known.length);
  const keys = new Set(wanted.map(facetValueKey));
  // Code 0 is the empty value, which no refinement selects.
  for (let code = 1; code < known.length; code++) {
    if (keys.has(facetValueKey(known[code]!))) selected[code] = 1;
  }
  const codes = stock.facetCodes[facet];
  return (row) => selected[codes[row]!] === 1;
}

/**
 * A facet value as compared by a refinement: lower case, letters and digits only, so a model catalogue's
 * "IONIQ 5" selects the stock's "Ioniq 5" and "CX-5" selects "CX5".
 */
export function facetValueKey(value: string): string {
  return value
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

import { SEARCH_FACETS, type TSearchFacet } from './types';

/**
 * The site's fixed filter string (search_filters, the hosted index's filter syntax), read as
 * `facet:value` terms joined by AND, values optionally quoted: `make:Nissan AND car_type:"new"`.
 * Terms on attributes that are not search facets are left out (they cannot widen the site's scope:
 * every search is limited to the site's dealerships anyway).
 */
export function parseSiteFilters(filters: string): { facet: TSearchFacet; value: string }[] {
  const terms: { facet: TSearchFacet; value: string }[] = [];
  for (const part of filters.split(/\s+AND\s+/i)) {
    const m = /^\s*\(?\s*([a-z_]+)\s*:\s*"?([^"]*?)"?\s*\)?\s*$/i.exec(part);
    if (!m) continue;
    const facet = m[1] as TSearchFacet;
    const value = m[2] ?? '';
    if ((SEARCH_FACETS as readonly string[]).includes(facet) && value !== '') terms.push({ facet, value });
  }
  return terms;
}

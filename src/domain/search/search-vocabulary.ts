/** The facets a search counts and filters on (URL: refinementList[facet][]=value). */
export const SEARCH_FACETS = [
  'make',
  'model',
  'car_type',
  'body',
  'simple_fuel',
  'year',
  'price_range',
  'km_range',
  'dealership_slug',
] as const;
export type TSearchFacet = (typeof SEARCH_FACETS)[number];

/** Sort (index replica) names; null in the state is the default, custom_rank descending. */
export const SEARCH_SORTS = {
  Car_production_price_asc: 'Price: low to high',
  Car_production_price_desc: 'Price: high to low',
  Car_production_year_desc: 'Year: newest first',
  Car_production_km_asc: 'Kilometres: lowest first',
  Car_production_created_at_desc: 'Recently added',
} as const;
export type TSearchSort = keyof typeof SEARCH_SORTS;

/** Values of one facet a URL may select; more are ignored (a page lists one chip and one filter per value). */
export const MAX_VALUES_PER_FACET = 20;

/** Longest keyword query kept, in characters (the search box's maxLength). */
export const MAX_QUERY_LENGTH = 100;

export function isSearchFacet(name: string): name is TSearchFacet {
  return (SEARCH_FACETS as readonly string[]).includes(name);
}

export function isSearchSort(name: string): name is TSearchSort {
  return Object.hasOwn(SEARCH_SORTS, name);
}

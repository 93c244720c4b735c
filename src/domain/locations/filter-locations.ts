import type { TLocationForRules } from './types';

export type TLocationTypeFilter = 'sales' | 'service' | 'parts' | 'service-and-parts';

/** Which locations a block shows: by type, the primary ones, all, or one by id. */
export type TLocationShow = TLocationTypeFilter | 'primary' | 'all' | { id: number };

export type TLocationFilter = { show: TLocationShow; manufacturer?: string | null; subtype?: string | null };

/** A service-and-parts location also counts as a service and as a parts location. */
const ACCEPTED_TYPES: Record<TLocationTypeFilter, readonly string[]> = {
  sales: ['sales'],
  service: ['service', 'service-and-parts'],
  parts: ['parts', 'service-and-parts'],
  'service-and-parts': ['service-and-parts'],
};

/** A location's type, lower-cased; an empty type means sales. */
export function locationTypeOf(location: Pick<TLocationForRules, 'locationType'>): string {
  return location.locationType.trim().toLowerCase() || 'sales';
}

function includesIgnoringCase(list: readonly string[], wanted: string | null | undefined): boolean {
  const target = wanted?.trim().toLowerCase();
  return !target || list.some((item) => item.trim().toLowerCase() === target);
}

function matchesShow(location: TLocationForRules, show: TLocationShow): boolean {
  if (show === 'all') return true;
  if (typeof show === 'object') return location.id === show.id;
  if (show === 'primary') return location.primary || locationTypeOf(location) === 'primary';
  return ACCEPTED_TYPES[show].includes(locationTypeOf(location));
}

/**
 * The locations a location block shows, in their given order. An empty manufacturer or subtype filter
 * is no filter; both compare case-insensitively against the location's lists.
 */
export function filterLocations<T extends TLocationForRules>(
  locations: readonly T[],
  filter: TLocationFilter,
): T[] {
  return locations.filter(
    (location) =>
      matchesShow(location, filter.show) &&
      includesIgnoringCase(location.manufacturers, filter.manufacturer) &&
      includesIgnoringCase(location.locationSubtype, filter.subtype),
  );
}

/**
 * Whether a location belongs to a department's page (/book-test-drive: sales; /service: service). A sales
 * department also takes the primary locations: a group's main showroom sells and lends test drives, though a
 * location block filtered by sales shows only sales locations.
 */
export function isDepartmentLocation(location: TLocationForRules, department: TLocationTypeFilter): boolean {
  if (department !== 'sales') return matchesShow(location, department);
  return matchesShow(location, 'sales') || matchesShow(location, 'primary');
}

/** The locations of a department's page (see isDepartmentLocation), in their given order. */
export function departmentLocations<T extends TLocationForRules>(
  locations: readonly T[],
  department: TLocationTypeFilter,
): T[] {
  return locations.filter((location) => isDepartmentLocation(location, department));
}

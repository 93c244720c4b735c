import { distanceKm } from './distance-km';
import { INVALID_POSTCODE_ERROR } from './first-geocode-result';
import type { TLatLng } from './types';

/**
 * A postcode as typed (AU and NZ postcodes are four digits; spaces around it ignored): the postcode, or
 * 'Invalid postcode' for anything else; null when nothing was typed.
 */
export function parsePostcode(
  value: string | readonly string[] | undefined,
): { postcode: string } | { error: typeof INVALID_POSTCODE_ERROR } | null {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string' || !/^\d{4}$/.test(value.trim())) return { error: INVALID_POSTCODE_ERROR };
  return { postcode: value.trim() };
}

/**
 * Locations nearest first from a point (haversine, Earth radius 6371 km), each with its distance in km;
 * a location without coordinates keeps its place after those with them, with a null distance.
 */
export function nearestLocations<T extends { lat: number | null; lng: number | null }>(
  locations: readonly T[],
  from: TLatLng,
): (T & { distanceKm: number | null })[] {
  const measured = locations.map((l) => ({
    ...l,
    distanceKm: l.lat === null || l.lng === null ? null : distanceKm(from, { lat: l.lat, lng: l.lng }),
  }));
  // Array sort is stable: equally distant locations keep their given order.
  return measured.sort(
    (a, b) => (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY),
  );
}

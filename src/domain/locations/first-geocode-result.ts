import type { TLatLng } from './types';

export const INVALID_POSTCODE_ERROR = 'Invalid postcode';

/** The first geocoding result's latitude and longitude; no results means the postcode was not found. */
export function firstGeocodeResult(results: readonly TLatLng[]): TLatLng {
  const [first] = results;
  if (first === undefined) throw new Error(INVALID_POSTCODE_ERROR);
  return { lat: first.lat, lng: first.lng };
}

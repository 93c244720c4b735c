import { firstGeocodeResult, INVALID_POSTCODE_ERROR } from '@/domain/locations/first-geocode-result';
import { parsePostcode } from '@/domain/locations/nearest-locations';
import type { TLatLng } from '@/domain/locations/types';
import type { IGeocodingProvider } from '@/server/providers/geocoding/types';
import { logger } from '@/server/log/logger';

export const GEOCODING_UNAVAILABLE = 'We could not look up postcodes just now. Please try again.';

export type TPostcodeLookup =
  | { status: 'none' }
  | { status: 'found'; postcode: string; origin: TLatLng }
  | { status: 'error'; postcode: string; message: string };

/**
 * Where a typed postcode is (?postcode=2150 on the location pages): 'Invalid postcode' when it is not a
 * postcode or the geocoder finds nothing (the spec's error), a plain message when the geocoder fails.
 */
export async function locatePostcode(
  provider: IGeocodingProvider,
  country: 'AU' | 'NZ',
  typed: string | readonly string[] | undefined,
): Promise<TPostcodeLookup> {
  const parsed = parsePostcode(typed);
  const echo = typeof typed === 'string' ? typed.trim().slice(0, 10) : '';
  if (parsed === null) return { status: 'none' };
  if ('error' in parsed) return { status: 'error', postcode: echo, message: parsed.error };
  let results: TLatLng[];
  try {
    results = await provider.geocode({ postcode: parsed.postcode, country });
  } catch (error) {
    logger.warn({ provider: provider.name, err: error }, 'geocoding failed');
    return { status: 'error', postcode: parsed.postcode, message: GEOCODING_UNAVAILABLE };
  }
  try {
    return { status: 'found', postcode: parsed.postcode, origin: firstGeocodeResult(results) };
  } catch {
    return { status: 'error', postcode: parsed.postcode, message: INVALID_POSTCODE_ERROR };
  }
}

import type { TLatLng } from '@/domain/locations/types';
import auPostcodes from './au-postcodes.json';
import type { IGeocodingProvider } from './types';

/** Postcode -> [lat, lng]: built by scripts/build-postcode-table.ts (source and licence: docs/geocoding.md). */
const AU = auPostcodes as unknown as Record<string, [number, number]>;

/**
 * The built-in, offline geocoder: Australian postcodes from a committed table (3,175 postcodes, one point
 * each). It holds no New Zealand postcodes (no openly licensed table was found), so an NZ site geocodes
 * only with a maps key (the Google provider).
 */
export function createPostcodeTableGeocodingProvider(): IGeocodingProvider {
  return {
    name: 'postcode-table',
    async geocode({ postcode, country }): Promise<TLatLng[]> {
      const point = country === 'AU' && Object.hasOwn(AU, postcode) ? AU[postcode] : undefined;
      return point ? [{ lat: point[0], lng: point[1] }] : [];
    },
  };
}

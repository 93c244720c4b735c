import type { TLatLng } from '@/domain/locations/types';
import auPostcodes from './au-postcodes.json';
import nzPostcodes from './nz-postcodes.json';
import type { IGeocodingProvider } from './types';

/**
 * Postcode -> [lat, lng] by country: AU built by scripts/build-postcode-table.ts, NZ by
 * scripts/build-nz-postcode-table.ts (sources and licences: docs/geocoding.md, nz-postcodes.LICENSE.md).
 */
const TABLES: Record<'AU' | 'NZ', Record<string, [number, number]>> = {
  AU: auPostcodes as unknown as Record<string, [number, number]>,
  NZ: nzPostcodes as unknown as Record<string, [number, number]>,
};

/**
 * The built-in, offline geocoder: Australian postcodes (3,175) and New Zealand postcodes (899, from
 * OpenStreetMap) from committed tables, one point each.
 */
export function createPostcodeTableGeocodingProvider(): IGeocodingProvider {
  return {
    name: 'postcode-table',
    async geocode({ postcode, country }): Promise<TLatLng[]> {
      const table = TABLES[country];
      const point = table && Object.hasOwn(table, postcode) ? table[postcode] : undefined;
      return point ? [{ lat: point[0], lng: point[1] }] : [];
    },
  };
}

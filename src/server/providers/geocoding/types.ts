import type { TLatLng } from '@/domain/locations/types';

/** What is geocoded: a postcode in the site's country. */
export type TGeocodeQuery = { postcode: string; country: 'AU' | 'NZ' };

/** A geocoding service: the spec's "GET … by address", reshaped to our points (the first is used). */
export interface IGeocodingProvider {
  /** 'postcode-table' or 'google'. */
  readonly name: string;
  /** Every point found, best first; none when the postcode is unknown. Throws when the service fails. */
  geocode(query: TGeocodeQuery): Promise<TLatLng[]>;
}

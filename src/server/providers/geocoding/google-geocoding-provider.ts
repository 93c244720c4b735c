import { z } from 'zod';
import type { TLatLng } from '@/domain/locations/types';
import type { IGeocodingProvider } from './types';

export type TGoogleGeocodingSettings = {
  key: string;
  /** Google's API host by default; a local stand-in in tests. */
  baseUrl?: string;
  timeoutMs?: number;
};

const ZGeocodeAnswer = z.object({
  status: z.string(),
  results: z
    .array(z.object({ geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }) }))
    .default([]),
});

/**
 * Google's Geocoding API, for a site with a maps key: `GET {base}/maps/api/geocode/json?address=…&key=…`
 * with the postcode restricted to the site's country; every result's latitude and longitude, first first.
 * ZERO_RESULTS is no result; any other status than OK, an HTTP error or a timeout throws.
 */
export function createGoogleGeocodingProvider(settings: TGoogleGeocodingSettings): IGeocodingProvider {
  const base = (settings.baseUrl ?? 'https://maps.googleapis.com').replace(/\/+$/, '');
  return {
    name: 'google',
    async geocode({ postcode, country }): Promise<TLatLng[]> {
      const url = new URL(`${base}/maps/api/geocode/json`);
      url.searchParams.set('address', `${postcode}, ${country === 'AU' ? 'Australia' : 'New Zealand'}`);
      url.searchParams.set('components', `country:${country}|postal_code:${postcode}`);
      url.searchParams.set('key', settings.key);
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(settings.timeoutMs ?? 5_000),
      });
      if (!response.ok) throw new Error(`Geocoding answered HTTP ${response.status}`);
      const answer = ZGeocodeAnswer.parse(await response.json());
      if (answer.status === 'ZERO_RESULTS') return [];
      if (answer.status !== 'OK') throw new Error(`Geocoding answered ${answer.status}`);
      return answer.results.map((r) => ({ lat: r.geometry.location.lat, lng: r.geometry.location.lng }));
    },
  };
}

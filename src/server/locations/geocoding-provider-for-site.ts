import type { TSite } from '@/server/websites/site.types';
import { createGoogleGeocodingProvider } from '@/server/providers/geocoding/google-geocoding-provider';
import { createPostcodeTableGeocodingProvider } from '@/server/providers/geocoding/postcode-table-geocoding-provider';
import type { IGeocodingProvider } from '@/server/providers/geocoding/types';

/** Google's geocoding with the site's maps key; the built-in postcode table without one. */
export function geocodingProviderForSite(site: Pick<TSite, 'mapsKey'>): IGeocodingProvider {
  return site.mapsKey
    ? createGoogleGeocodingProvider({ key: site.mapsKey })
    : createPostcodeTableGeocodingProvider();
}

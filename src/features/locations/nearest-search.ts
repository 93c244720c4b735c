import {
  canGeocodePostcodes,
  geocodingProviderForSite,
} from '@/server/locations/geocoding-provider-for-site';
import { locatePostcode, type TPostcodeLookup } from '@/server/locations/locate-postcode';
import type { TSite } from '@/server/websites/site.types';

/**
 * The visitor's postcode search of a location page (?postcode=), through the site's geocoding provider;
 * null when the site cannot place postcodes (an NZ site without a maps key), so no search is offered.
 */
export async function nearestSearch(
  site: TSite,
  postcode: string | string[] | undefined,
): Promise<TPostcodeLookup | null> {
  if (!canGeocodePostcodes(site)) return null;
  return locatePostcode(geocodingProviderForSite(site), site.country, postcode);
}

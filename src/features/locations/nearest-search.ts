import { geocodingProviderForSite } from '@/server/locations/geocoding-provider-for-site';
import { locatePostcode, type TPostcodeLookup } from '@/server/locations/locate-postcode';
import type { TSite } from '@/server/websites/site.types';

/**
 * The visitor's postcode search of a location page (?postcode=), through the site's geocoding provider: Google with
 * the site's maps key, else the built-in AU and NZ postcode tables.
 */
export async function nearestSearch(
  site: TSite,
  postcode: string | string[] | undefined,
): Promise<TPostcodeLookup> {
  return locatePostcode(geocodingProviderForSite(site), site.country, postcode);
}

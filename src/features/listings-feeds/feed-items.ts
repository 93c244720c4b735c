import type { TFeedDealer, TFeedItem } from '@/domain/feeds/feed-car.types';
import type { TFeedCarRow } from '@/server/feeds/find-feed-cars';
import type { TSiteLocation } from '@/server/locations/site-location.types';

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

function dealerOf(location: TSiteLocation, country: 'AU' | 'NZ'): TFeedDealer {
  return {
    name: location.dealershipName,
    storeCode: location.dealershipSlug,
    street: location.street,
    city: location.city,
    state: location.state,
    postcode: location.postcode,
    country,
  };
}

/**
 * The feed's items: each car with its absolute page and photo addresses and the dealership it is at (its own
 * location, else its dealership's primary or first location). A car whose dealership has no location is left out:
 * both platforms need the dealer's address or store.
 */
export function feedItems(
  rows: readonly TFeedCarRow[],
  locations: readonly TSiteLocation[],
  origin: string,
  country: 'AU' | 'NZ',
): TFeedItem[] {
  return rows.flatMap((row) => {
    const own = locations.filter((l) => l.dealershipId === row.dealershipId);
    const location = own.find((l) => l.id === row.locationId) ?? own.find((l) => l.primary) ?? own[0];
    if (!location) return [];
    const { photos, slug, ...car } = row;
    return [
      {
        car: {
          ...car,
          url: `${origin}/cars/${slug}`,
          photos: photos.map((url) => absolute(origin, url)),
        },
        dealer: dealerOf(location, country),
      },
    ];
  });
}

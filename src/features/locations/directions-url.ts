import type { TSiteLocation } from '@/server/locations/site-location.types';

/** The directions URL of a location: its place URL, else a maps search for its address. */
export function directionsUrl(
  l: Pick<TSiteLocation, 'placeUrl' | 'street' | 'city' | 'state' | 'postcode'>,
): string {
  return (
    l.placeUrl ??
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${l.street}, ${l.city} ${l.state} ${l.postcode}`)}`
  );
}

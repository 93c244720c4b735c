import type { TSiteLocation } from '@/server/locations/site-location.types';
import { directionsUrl } from './directions-url';

/**
 * A location's map: an embedded Google map (loaded lazily) when the site has a maps key, otherwise a plain
 * directions link (never an empty or broken frame).
 */
type TMapLocation = Pick<
  TSiteLocation,
  'id' | 'name' | 'street' | 'city' | 'state' | 'postcode' | 'placeUrl'
>;

export function LocationMap({ location, mapsKey }: { location: TMapLocation; mapsKey: string | null }) {
  const query = `${location.name}, ${location.street}, ${location.city} ${location.state} ${location.postcode}`;
  if (!mapsKey) {
    return (
      <p className="bg-surface-alt rounded-theme border-line border p-5">
        <a
          href={directionsUrl(location)}
          rel="noopener"
          data-directions={location.id}
          className="font-semibold underline"
        >
          Open {location.name} in Google Maps
        </a>
      </p>
    );
  }
  const src = `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(mapsKey)}&q=${encodeURIComponent(query)}`;
  return (
    <iframe
      title={`Map of ${location.name}`}
      src={src}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className="rounded-theme border-line aspect-[4/3] w-full border"
    />
  );
}

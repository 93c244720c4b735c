import type { TSiteLocation } from '@/server/locations/site-location.types';
import { directionsUrl } from './directions-url';
import { LazyMapFrame } from './lazy-map-frame';

/**
 * A location's map: an embedded Google map (asked of Google only once its box nears the viewport) when the site has
 * a maps key, otherwise a plain directions link (never an empty or broken frame). Without JavaScript the link shows
 * in the map's place.
 */
type TMapLocation = Pick<
  TSiteLocation,
  'id' | 'name' | 'street' | 'city' | 'state' | 'postcode' | 'placeUrl'
>;

export function LocationMap({ location, mapsKey }: { location: TMapLocation; mapsKey: string | null }) {
  const query = `${location.name}, ${location.street}, ${location.city} ${location.state} ${location.postcode}`;
  const link = (
    <p
      className="bg-surface-alt rounded-theme border-line border p-5"
      data-map-fallback={mapsKey ? '' : undefined}
    >
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
  if (!mapsKey) return link;
  const src = `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(mapsKey)}&q=${encodeURIComponent(query)}`;
  return (
    <>
      <LazyMapFrame
        src={src}
        title={`Map of ${location.name}`}
        className="rounded-theme border-line aspect-[4/3] w-full border"
      />
      {link}
    </>
  );
}

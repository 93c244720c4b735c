import { LocationMap } from '@/features/locations/location-map';
import type { TCarLocation } from '@/server/cars/get-car-location';

type TProps = {
  where: TCarLocation;
  /** The site's maps key; the location's own is used without it. */ mapsKey: string | null;
};

/**
 * Where the car is: the dealership, its address, its embedded map when a maps key is set (no empty panel
 * without one) and a directions link.
 */
export function CarLocationBlock({ where, mapsKey }: TProps) {
  const location = where.location;
  const key = mapsKey ?? location?.mapKey ?? null;
  return (
    <section
      aria-labelledby="location-heading"
      className="rounded-theme border-line flex flex-col gap-1 border p-4"
    >
      <h2 id="location-heading" className="font-semibold">
        Where this car is
      </h2>
      <p className="font-semibold">{location?.name ?? where.dealershipName}</p>
      {location && (
        <>
          <p>
            {location.street}, {location.city} {location.state} {location.postcode}
          </p>
          {key && (
            <div className="my-2">
              <LocationMap location={location} mapsKey={key} />
            </div>
          )}
          <a
            href={
              location.placeUrl ??
              `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${location.street}, ${location.city} ${location.state} ${location.postcode}`)}`
            }
            className="text-ink font-semibold underline underline-offset-4"
            data-directions={location.id}
            rel="noopener"
            target="_blank"
          >
            Get Directions<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </>
      )}
    </section>
  );
}

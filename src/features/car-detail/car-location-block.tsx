import type { TCarLocation } from './get-car-location';

/** Where the car is: the dealership, its address and a directions link. */
export function CarLocationBlock({ where }: { where: TCarLocation }) {
  const location = where.location;
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
          <a
            href={
              location.placeUrl ??
              `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${location.street}, ${location.city} ${location.state} ${location.postcode}`)}`
            }
            className="text-ink font-semibold underline underline-offset-4"
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

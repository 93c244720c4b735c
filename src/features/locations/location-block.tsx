import { filterLocations, type TLocationFilter } from '@/domain/locations/filter-locations';
import { locationGridColumns } from '@/domain/locations/location-grid-columns';
import { nearestLocations } from '@/domain/locations/nearest-locations';
import type { TLatLng } from '@/domain/locations/types';
import type { TSiteLocation } from '@/server/locations/site-location.types';
import { LocationCard } from './location-card';

const MD = ['', 'md:grid-cols-1', 'md:grid-cols-2', 'md:grid-cols-3', 'md:grid-cols-4'];
const LG = ['', 'lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3', 'lg:grid-cols-4'];

type TProps = {
  title: string;
  locations: TSiteLocation[];
  filter: TLocationFilter;
  country: 'AU' | 'NZ';
  now: Date;
  /** A postcode's point: the locations then show nearest first, each with its distance. */
  origin?: TLatLng | null;
};

/** A block of location cards filtered as the spec says, in a grid whose columns follow the count. */
export function LocationBlock({ title, locations, filter, country, now, origin }: TProps) {
  const filtered = filterLocations(locations, filter);
  const shown = origin
    ? nearestLocations(filtered, origin)
    : filtered.map((l) => ({ ...l, distanceKm: null }));
  if (shown.length === 0) return null;
  const cols = locationGridColumns(shown.length);
  const id = `locations-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="my-8">
      <h2 id={id} className="mb-4 text-2xl font-bold">
        {title}
      </h2>
      <ul className={`grid list-none grid-cols-1 gap-6 p-0 ${MD[cols.md]} ${LG[cols.lg]}`}>
        {shown.map((l) => (
          <li key={l.id}>
            <LocationCard location={l} country={country} now={now} distanceKm={l.distanceKm} />
          </li>
        ))}
      </ul>
    </section>
  );
}

import Link from 'next/link';
import { buildSearchUrl } from '@/domain/search/build-search-url';
import type { TSearchState } from '@/domain/search/types';
import { CarCard } from '@/features/car-card/car-card';
import type { TCarCardCar } from '@/features/car-card/car-card.types';
import type { siteCardProps } from '@/features/car-card/site-card-props';

export type TRelaxation = { label: string; state: TSearchState; total: number };

type TProps = {
  relaxations: TRelaxation[];
  /** Cars to offer instead, under their heading (similar cars, or the newest). */
  alternatives: { heading: string; cars: TCarCardCar[] };
  location: { currentPath: string; searchPath: string };
  /** The site's card props (siteCardProps), so these cards read as every other. */
  card: ReturnType<typeof siteCardProps>;
};

/** No cars match: which filter to remove (with what it would find) and similar cars in stock instead. */
export function SearchEmptyState({ relaxations, alternatives, location, card }: TProps) {
  const useful = relaxations.filter((r) => r.total > 0).sort((a, b) => b.total - a.total);
  return (
    <section aria-labelledby="no-results" className="rounded-theme border-line bg-surface-alt border p-6">
      <h2 id="no-results" className="font-heading text-ink text-xl font-bold">
        No cars match your search
      </h2>
      {useful.length > 0 ? (
        <>
          <p className="text-ink mt-2">Try removing a filter:</p>
          <ul className="mt-2 flex flex-col gap-2">
            {useful.map((r) => (
              <li key={r.label}>
                <Link className="text-ink underline" href={buildSearchUrl(r.state, location)}>
                  Remove {r.label} ({r.total} {r.total === 1 ? 'car' : 'cars'})
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-ink mt-2">
          Check the spelling or{' '}
          <Link className="underline" href={location.searchPath}>
            see all our cars
          </Link>
          .
        </p>
      )}
      {alternatives.cars.length > 0 && (
        <>
          <h3 className="font-heading text-ink mt-6 text-lg font-semibold">{alternatives.heading}</h3>
          <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {alternatives.cars.map((car) => (
              <li key={car.id}>
                <CarCard car={car} {...card} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

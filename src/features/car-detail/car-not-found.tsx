import Link from 'next/link';
import { CarCard } from '@/features/car-card/car-card';
import { listLatestCars } from '@/server/cars/list-latest-cars';
import type { TSite } from '@/server/websites/site.types';

/** The 404 of a car page (an unknown slug, or another site's car): says so and offers the site's latest cars. */
export async function CarNotFound({ site }: { site: TSite | null }) {
  const cars = site ? await listLatestCars(site.id, site.dealershipIds, 6) : [];
  return (
    <main id="main" className="mx-auto flex w-full max-w-[1400px] flex-1 flex-col gap-6 px-4 py-12 sm:px-6">
      <p className="text-ink-muted text-sm font-semibold tracking-wide uppercase">404</p>
      <h1 className="text-3xl font-bold">We couldn&apos;t find that car</h1>
      <p className="text-ink-muted">It may have been sold or moved. Here are similar cars in stock now.</p>
      {site && cars.length > 0 && (
        <section aria-labelledby="similar-heading">
          <h2 id="similar-heading" className="mb-4 text-xl font-bold">
            Cars you might like
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {cars.map((car) => (
              <li key={car.id}>
                <CarCard car={car} currency={site.currency} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <Link
          href={site?.searchSettings.searchPath ?? '/'}
          prefetch={false}
          className="font-semibold underline underline-offset-4"
        >
          Search all our cars
        </Link>
      </p>
    </main>
  );
}

import { CarCard } from '@/features/car-card/car-card';
import type { TSimilarCars } from '@/server/cars/find-similar-cars';
import { getSimilarCars } from '@/server/cars/get-similar-cars';
import type { TSite } from '@/server/websites/site.types';
import { SiteLink } from '@/ui/link/site-link';
import { siteSearchPath } from '@/domain/search/search-presets';

const SIMILAR_CARS = 6;

function heading(like: TSimilarCars['like']): string {
  if (!like) return 'Our newest cars';
  return like.model ? `Similar cars to the ${like.make} ${like.model}` : `Other ${like.make} cars in stock`;
}

/**
 * The 404 of a car page (an unknown slug, or another site's car): says so and offers this site's cars
 * like the one asked for (the make and model its slug names), or its newest when the slug names nothing.
 */
export async function CarNotFound({ site, slug }: { site: TSite | null; slug: string }) {
  const similar = site
    ? await getSimilarCars(site.id, site.dealershipIds, slug, SIMILAR_CARS)
    : { like: null, cars: [] };
  return (
    <main id="main" className="mx-auto flex w-full max-w-[1400px] flex-1 flex-col gap-6 px-4 py-12 sm:px-6">
      <p className="text-ink-muted text-sm font-semibold tracking-wide uppercase">404</p>
      <h1 className="text-3xl font-bold">We couldn&apos;t find that car</h1>
      <p className="text-ink-muted">It may have been sold or moved. Here are cars in stock now.</p>
      {site && similar.cars.length > 0 && (
        <section aria-labelledby="similar-heading">
          <h2 id="similar-heading" className="mb-4 text-xl font-bold">
            {heading(similar.like)}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {similar.cars.map((car) => (
              <li key={car.id}>
                <CarCard car={car} currency={site.currency} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <SiteLink
          href={site ? siteSearchPath(site.searchSettings) : '/'}
          className="font-semibold underline underline-offset-4"
        >
          Search all our cars
        </SiteLink>
      </p>
    </main>
  );
}

import { CarCard } from '@/features/car-card/car-card';
import { listLatestCars } from '@/server/cars/list-latest-cars';
import type { TSite } from '@/server/websites/site.types';
import { HomeHero } from './home-hero';

const LATEST_COUNT = 12;

/** A site's home page: who the dealer is, then its newest stock. */
export async function HomePage({ site }: { site: TSite }) {
  const latest = await listLatestCars(site.id, site.dealershipIds, LATEST_COUNT);
  return (
    <>
      <main id="main" className="flex-1">
        <HomeHero site={site} />
        <div className="mx-auto w-full max-w-[1400px] px-4 py-8 sm:px-6">
          <section aria-labelledby="latest-heading">
            <h2 id="latest-heading" className="mb-6 text-2xl font-bold">
              Latest arrivals
            </h2>
            {latest.length === 0 ? (
              <p className="text-ink-muted">New stock is on its way. Call us to hear about it first.</p>
            ) : (
              <ul className="grid list-none grid-cols-1 gap-6 p-0 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
                {latest.map((car, i) => (
                  <li key={car.id}>
                    <CarCard car={car} currency={site.currency} priority={i === 0} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </main>
    </>
  );
}

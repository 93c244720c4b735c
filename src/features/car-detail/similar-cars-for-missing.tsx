'use client';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { carSlugFromPath } from '@/domain/cars/parse-car-slug';
import { CarCard } from '@/features/car-card/car-card';
import type { TCarCardCar } from '@/features/car-card/car-card.types';
import type { siteCardProps } from '@/features/car-card/site-card-props';

type TSimilar = {
  like: { make: string; model: string | null } | null;
  cars: TCarCardCar[];
  /** What every card of the site is given (siteCardProps), but the time. */
  card: Omit<ReturnType<typeof siteCardProps>, 'now'>;
  searchPath: string;
};

function heading(like: TSimilar['like']): string {
  if (!like) return 'Our newest cars';
  return like.model ? `Similar cars to the ${like.make} ${like.model}` : `Other ${like.make} cars in stock`;
}

/**
 * The cars a car page's 404 offers: this site's cars like the one the address names (its make and model), else the
 * newest, asked for from the browser because the 404 is served from the cache for every missing address alike.
 */
export function SimilarCarsForMissing() {
  const [similar, setSimilar] = useState<TSimilar | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const slug = carSlugFromPath(window.location.pathname);
    fetch(`/api/search/similar?slug=${encodeURIComponent(slug)}`, { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<TSimilar>) : null))
      .then(setSimilar)
      .catch(() => {
        // The page still offers the search and the home page.
      });
    return () => controller.abort();
  }, []);

  if (!similar) return null;
  return (
    <>
      {similar.cars.length > 0 && (
        <section aria-labelledby="similar-heading">
          <h2 id="similar-heading" className="mb-4 text-xl font-bold">
            {heading(similar.like)}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {similar.cars.map((car) => (
              <li key={car.id}>
                <CarCard car={car} {...similar.card} now={new Date()} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <Link href={similar.searchPath} className="font-semibold underline underline-offset-4">
          Search all our cars
        </Link>
      </p>
    </>
  );
}

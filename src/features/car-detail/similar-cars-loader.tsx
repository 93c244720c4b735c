'use client';
import { lazy, Suspense } from 'react';
import { useHydrated } from '@/ui/hydration/use-hydrated';

// If the list's code cannot load (a dropped connection), the 404 keeps its message and link home, without the cars.
const SimilarCarsForMissing = lazy(() =>
  import('./similar-cars-for-missing').then(
    (module) => ({ default: module.SimilarCarsForMissing }),
    () => ({ default: () => null }),
  ),
);

/**
 * The cars a car page's 404 offers, whose code (the cards, favourites, search links) loads only when a 404 shows.
 * Every car page carries its route's not-found boundary in its payload, so importing the cards directly would send
 * them to every buyer who views a car that exists; React's own `lazy` keeps this loader to a few hundred bytes (next/dynamic
 * brought 2.3 KB of its runtime to every car and checkout page). Renders nothing on the server or before hydration, like
 * the list it loads, which is fetched from the browser.
 */
export function SimilarCarsLoader() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SimilarCarsForMissing />
    </Suspense>
  );
}

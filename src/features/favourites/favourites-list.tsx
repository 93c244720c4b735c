'use client';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useHydrated } from '@/ui/hydration/use-hydrated';
import { CarCardFrame } from '@/features/car-card/car-card-frame';
import type { TCarCardPhoto } from '@/features/car-card/car-card-photo';
import type { TCarCardCar, TCarCardFlags } from '@/features/car-card/car-card.types';
import type { TFinanceLayout } from '@/domain/finance/finance-layouts';
import type { TSiteCheckout } from '@/features/checkout/site-checkout';
import { favouriteSlugBatches } from '@/domain/favourites/favourite-slug-batches';
import { EARLY_FAVOURITES_ID } from './early-favourites-id';
import { toggleStoredFavourite } from './favourites-store';
import { useFavourites } from './use-favourites';

type TProps = {
  siteSlug: string;
  currency: 'AUD' | 'NZD';
  flags: TCarCardFlags;
  /** The site's finance layout: each card shows the weekly repayment its page and search show. */
  finance: TFinanceLayout | null;
  /** The site's checkout: each card offers Reserve Online / Buy Online where the car allows it. */
  checkout: TSiteCheckout;
  searchPath: string;
};

/** A saved car as the favourites API answers it: the card's fields and its photo's <img> attributes. */
type TSavedCar = TCarCardCar & { photo: TCarCardPhoto | null };

type TLoad = { key: string; cars: TSavedCar[] | null; failed: boolean };

function EmptyState({ searchPath }: { searchPath: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-lg font-semibold">You haven&apos;t saved any cars yet.</p>
      <p className="text-ink-muted">
        Tap the heart on a car to keep it here. Saved cars stay in this browser.
      </p>
      <p>
        <Link
          href={searchPath}
          className="text-ink font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          Browse our cars
        </Link>
      </p>
    </div>
  );
}

/**
 * The saved cars of this browser with their current state from the server (a car sold since reads JUST
 * SOLD; one no longer listed says so and can be removed), or an empty state pointing to the search.
 */
export function FavouritesList({ siteSlug, currency, flags, finance, checkout, searchPath }: TProps) {
  const hydrated = useHydrated();
  const saved = useFavourites(siteSlug);
  const key = saved.map((car) => car.slug).join(',');
  const [load, setLoad] = useState<TLoad>({ key: '', cars: [], failed: false });

  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    const lookUp = (slugs: string[]) =>
      fetch(`/api/search/favourites?slugs=${encodeURIComponent(slugs.join(','))}`, {
        signal: controller.signal,
      }).then((res) =>
        res.ok
          ? (res.json() as Promise<{ cars: TSavedCar[] }>)
          : Promise.reject(new Error(String(res.status))),
      );
    Promise.all(favouriteSlugBatches(key.split(',')).map(lookUp))
      .then((answers) => setLoad({ key, cars: answers.flatMap((a) => a.cars), failed: false }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ key, cars: null, failed: true });
      });
    return () => controller.abort();
  }, [key]);

  // Before hydration both states are in the page; the early script placed after it shows the empty one at once
  // when nothing is saved (see early-empty-state.ts). Saved cars wait for React: their state comes from the server.
  if (!hydrated) {
    return (
      <div id={EARLY_FAVOURITES_ID}>
        <p className="text-ink-muted" data-early-state="loading">
          Loading your saved cars…
        </p>
        <div hidden data-early-state="empty">
          <EmptyState searchPath={searchPath} />
        </div>
      </div>
    );
  }
  if (saved.length === 0) return <EmptyState searchPath={searchPath} />;
  if (load.key !== key) return <p className="text-ink-muted">Loading your saved cars…</p>;
  if (load.failed || !load.cars) {
    return (
      <p role="alert" className="text-ink">
        We couldn&apos;t load the latest details of your saved cars. Please reload the page to try again.
      </p>
    );
  }
  const bySlug = new Map(load.cars.map((car) => [car.slug, car]));
  return (
    <>
      <p className="text-ink-muted" aria-live="polite">
        {saved.length} saved {saved.length === 1 ? 'car' : 'cars'}
      </p>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {saved.map((favourite) => {
          const car = bySlug.get(favourite.slug);
          return (
            <li key={favourite.id} className="flex">
              {car ? (
                <CarCardFrame
                  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the API's props carry alt=""
                  photo={car.photo && <img {...car.photo} />}
                  car={car}
                  currency={currency}
                  siteSlug={siteSlug}
                  flags={flags}
                  finance={finance}
                  checkout={checkout}
                />
              ) : (
                <article className="rounded-theme border-line bg-surface flex w-full flex-col gap-2 border p-4">
                  <h3 className="font-semibold">{favourite.name}</h3>
                  <p className="text-ink-muted text-sm">This car is no longer listed.</p>
                  <button
                    type="button"
                    onClick={() => toggleStoredFavourite(siteSlug, favourite)}
                    className="text-ink min-h-10 self-start font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2"
                  >
                    Remove {favourite.name}
                  </button>
                </article>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

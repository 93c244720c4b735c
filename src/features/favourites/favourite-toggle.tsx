'use client';
import { pushDataLayer } from '@/features/analytics/data-layer';
import { watchlistEntry } from '@/features/analytics/watchlist-entry';
import { markEnhanced } from '@/ui/hydration/early-control';
import { toggleStoredFavourite } from './favourites-store';
import { useFavourites } from './use-favourites';

type TProps = { siteSlug: string; car: { id: number; slug: string; name: string } };

/**
 * Save or unsave a car in this browser's favourites (a toggle button with aria-pressed). Tapped before the page has
 * hydrated, the early controls script saves it (its data attributes say what); React takes over once mounted.
 */
export function FavouriteToggle({ siteSlug, car }: TProps) {
  const saved = useFavourites(siteSlug).some((f) => f.id === car.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`Save ${car.name} to favourites`}
      onClick={() => {
        if (!saved) pushDataLayer(watchlistEntry(car));
        toggleStoredFavourite(siteSlug, car);
      }}
      ref={markEnhanced}
      data-early="favourite"
      data-site={siteSlug}
      data-car-id={car.id}
      data-car-slug={car.slug}
      data-car-name={car.name}
      className="group bg-surface text-ink border-line relative z-10 inline-flex min-h-10 min-w-10 items-center justify-center rounded-full border shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        className="group-aria-pressed:fill-current"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 21s-7-4.35-9.5-8.5C.5 8.5 3 4 7 4c2 0 3.5 1 5 3 1.5-2 3-3 5-3 4 0 6.5 4.5 4.5 8.5C19 16.65 12 21 12 21z" />
      </svg>
    </button>
  );
}

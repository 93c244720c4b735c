'use client';
import Link from 'next/link';
import { useFavourites } from './use-favourites';

/** Header link to /favourites with the number of saved cars; follows other tabs. */
export function FavouritesBadge({ siteSlug }: { siteSlug: string }) {
  const count = useFavourites(siteSlug).length;
  return (
    <Link
      href="/favourites"
      aria-label={`Favourites, ${count} saved`}
      className="rounded-theme inline-flex min-h-6 min-w-6 items-center gap-1 px-2 py-1 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 21s-7-4.35-9.5-8.5C.5 8.5 3 4 7 4c2 0 3.5 1 5 3 1.5-2 3-3 5-3 4 0 6.5 4.5 4.5 8.5C19 16.65 12 21 12 21z" />
      </svg>
      <span aria-hidden="true" className="text-sm font-semibold" data-testid="favourites-count">
        {count}
      </span>
    </Link>
  );
}

/** Most saved cars one request to the favourites API looks up. */
export const MAX_FAVOURITES_PER_REQUEST = 100;

/** A car slug as the site writes them (the favourites API refuses anything else). */
const CAR_SLUG = /^[a-z0-9-]{1,200}$/;

/**
 * The saved slugs to look up, in requests of at most 100 each. A slug that is no car slug (a damaged or
 * hand-edited store) is left out, so it cannot make the API refuse the whole list; the page shows it as a
 * car no longer listed. Repeats are sent once.
 */
export function favouriteSlugBatches(slugs: readonly string[]): string[][] {
  const valid = [...new Set(slugs.filter((slug) => CAR_SLUG.test(slug)))];
  const batches: string[][] = [];
  for (let i = 0; i < valid.length; i += MAX_FAVOURITES_PER_REQUEST) {
    batches.push(valid.slice(i, i + MAX_FAVOURITES_PER_REQUEST));
  }
  return batches;
}

/** Longest slug read: a car slug is a few dozen characters; anything longer is cut, never parsed whole. */
const MAX_SLUG_CHARS = 200;
/** Most words read from a slug (year, make, model, badge, location, stock number fit well within it). */
const MAX_WORDS = 16;
const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 2100;

/** Lower-case ASCII words of a text, as a car slug spells them: 'CX-30' is ['cx', '30'], 'Série 1' ['serie', '1']. */
export function slugWords(text: string): string[] {
  return text
    .slice(0, MAX_SLUG_CHARS)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/**
 * A car slug (year-make-model-badge-location-stocknum, e.g. '2025-mazda-cx-30-g20-pure-penrith-m68958')
 * read back into its model year, when it starts with one, and the words that follow. Nothing is assumed
 * about the rest: makes and models can span several words, so they are found against the stock
 * (similarCarCriteria).
 */
export function parseCarSlug(slug: string): { year: number | null; words: string[] } {
  const words = slugWords(slug);
  const first = words[0];
  const year = first !== undefined && /^\d{4}$/.test(first) ? Number(first) : null;
  if (year === null || year < EARLIEST_YEAR || year > LATEST_YEAR) return { year: null, words };
  return { year, words: words.slice(1) };
}

/**
 * The car slug of a requested /cars/{slug}[/…] path ('' for any other path). A malformed escape is read
 * as typed instead of failing.
 */
export function carSlugFromPath(pathname: string): string {
  const match = /^\/cars\/([^/?#]+)/.exec(pathname);
  if (!match) return '';
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1]!;
  }
}

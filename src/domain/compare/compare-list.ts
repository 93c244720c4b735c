/** Fewest and most cars compared side by side. */
export const COMPARE_MIN_CARS = 2;
export const COMPARE_MAX_CARS = 4;

/** A car slug as the compare address may carry it: lower-case ASCII words joined by hyphens, of a sane length. */
const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,199}$/;

export type TCompareList = {
  /** The slugs to look up, in the order given, without repeats, at most COMPARE_MAX_CARS. */
  slugs: string[];
  /** Entries that cannot be a car's slug: said on the page, never looked up. */
  invalid: string[];
  /** How many valid slugs were left out past COMPARE_MAX_CARS. */
  dropped: number;
};

/**
 * The cars of a compare address, `?cars=a,b,c` (or `cars=a&cars=b`, as a GET form sends a repeated field): the query
 * value(s) split on commas, trimmed and lower-cased.
 */
export function compareList(value: string | string[] | undefined): TCompareList {
  const entries = (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const entry of entries) {
    if (!SLUG_PATTERN.test(entry)) invalid.push(entry.slice(0, 60));
    else if (!valid.includes(entry)) valid.push(entry);
  }
  return {
    slugs: valid.slice(0, COMPARE_MAX_CARS),
    invalid,
    dropped: Math.max(0, valid.length - COMPARE_MAX_CARS),
  };
}

/** The compare address of a list of slugs (commas kept readable: they are allowed in a query). */
export function compareHref(slugs: readonly string[]): string {
  const list = slugs.slice(0, COMPARE_MAX_CARS);
  return list.length === 0 ? '/compare' : `/compare?cars=${list.map(encodeURIComponent).join(',')}`;
}

/**
 * The list after a buyer asks to compare one more car: appended when absent; when the list is full the oldest
 * leaves, so the car just chosen is always in it.
 */
export function addToCompare(slugs: readonly string[], slug: string): string[] {
  const rest = slugs.filter((s) => s !== slug);
  return [...rest, slug].slice(-COMPARE_MAX_CARS);
}

/**
 * Where a compare address should be sent so that it is the one shareable spelling (`?cars=a,b`, lower case, no
 * repeats, no other field), or null when it already is, or when it names no car or something the page must report
 * (an entry that is no slug, cars past the limit). Compared as parsed: the query may arrive with commas escaped.
 */
export function compareRedirect(query: Record<string, string | string[]>, list: TCompareList): string | null {
  if (list.slugs.length === 0 || list.invalid.length > 0 || list.dropped > 0) return null;
  const shareable = Object.keys(query).length === 1 && query.cars === list.slugs.join(',');
  return shareable ? null : compareHref(list.slugs);
}

import { toggleFavourite } from '@/domain/favourites/toggle-favourite';
import { FAVOURITES_CHANGED_EVENT } from '@/features/early-controls/early-controls-script';

/** A saved car as the browser keeps it. */
export type TFavouriteCar = { id: number; slug: string; name: string };

const EMPTY: readonly TFavouriteCar[] = Object.freeze([]);
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: readonly TFavouriteCar[] }>();

/** The localStorage key of a site's favourites. */
export function favouritesKey(siteSlug: string): string {
  return `forecourt:favourites:${siteSlug}`;
}

/** Whether a stored entry is a saved car (self-contained: the early empty-state script runs it as its own text). */
export function isFavourite(value: unknown): value is TFavouriteCar {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Number.isInteger(v.id) && typeof v.slug === 'string' && typeof v.name === 'string';
}

function parse(raw: string | null): readonly TFavouriteCar[] {
  if (!raw) return EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isFavourite) : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The site's saved cars (a stable array between changes, for useSyncExternalStore). */
export function readFavourites(siteSlug: string): readonly TFavouriteCar[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(favouritesKey(siteSlug));
  } catch {
    raw = null;
  }
  const hit = cache.get(siteSlug);
  if (hit && hit.raw === raw) return hit.value;
  const value = parse(raw);
  cache.set(siteSlug, { raw, value });
  return value;
}

/** Server render: nothing saved is known. */
export function readNoFavourites(): readonly TFavouriteCar[] {
  return EMPTY;
}

/** Adds the car when absent, removes it when present; other tabs hear it through the storage event. */
export function toggleStoredFavourite(siteSlug: string, car: TFavouriteCar): void {
  const next = toggleFavourite(readFavourites(siteSlug), { id: car.id, slug: car.slug, name: car.name });
  try {
    window.localStorage.setItem(favouritesKey(siteSlug), JSON.stringify(next));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

/** Subscribes to changes in this tab (here or by the early controls script) and in other tabs (storage event). */
export function subscribeFavourites(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  window.addEventListener(FAVOURITES_CHANGED_EVENT, listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
    window.removeEventListener(FAVOURITES_CHANGED_EVENT, listener);
  };
}

/**
 * Replaces the site's saved cars with the My Garage account's (signed in, the account is what counts); the header
 * count, the hearts and /favourites follow. Nothing happens when the list is the same.
 */
export function replaceStoredFavourites(siteSlug: string, cars: readonly TFavouriteCar[]): void {
  const next = JSON.stringify(cars.map((car) => ({ id: car.id, slug: car.slug, name: car.name })));
  try {
    if (window.localStorage.getItem(favouritesKey(siteSlug)) === next) return;
    window.localStorage.setItem(favouritesKey(siteSlug), next);
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

import { trimTrailingSlash } from './search-presets';

/** Links the site never prefetches (heavy or partner pages). */
export const NEVER_PREFETCHED_PATHS = [
  '/book-test-drive',
  '/special-offers',
  '/mazda-finance-page',
  '/mazda-assured',
  '/guaranteed-future-value',
] as const;

/**
 * Whether a link may be prefetched: not one of NEVER_PREFETCHED_PATHS (query, hash, trailing slash and
 * case ignored), and not any path containing '/models', 'checkout' or 'buy-online'. Only same-site paths
 * (starting with a single '/') are prefetched at all.
 */
export function shouldPrefetch(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = trimTrailingSlash(href.replace(/[?#].*$/, '')).toLowerCase();
  return !(
    (NEVER_PREFETCHED_PATHS as readonly string[]).includes(path) ||
    path.includes('/models') ||
    path.includes('checkout') ||
    path.includes('buy-online')
  );
}

import { PAGE_VIEW_EVENT_IDS } from '../constants/analytics-events';

/**
 * The page types whose views are events 1-13 (spec 9: "page views 1-13"; the spec does not give the id of
 * each type, so this order is ours and fixed: reports key on it).
 */
export const PAGE_VIEW_TYPES = [
  'home',
  'search',
  'car',
  'trade-in',
  'checkout',
  'finance',
  'favourites',
  'contact',
  'service',
  'test-drive',
  'catalogue',
  'success',
  'content',
] as const;

export type TPageViewType = (typeof PAGE_VIEW_TYPES)[number];

const PATTERNS: [RegExp, TPageViewType][] = [
  [/^\/$/, 'home'],
  [/^\/cars\/[^/]+\/trade-in$/, 'trade-in'],
  [/^\/cars\/[^/]+\/(?:checkout|buy-online)$/, 'checkout'],
  [/^\/cars\/[^/]+$/, 'car'],
  [/^\/(?:search(?:\/.*)?|electric-cars)$/, 'search'],
  [/^\/valuations$/, 'trade-in'],
  [/^\/(?:get-finance|finance-pre-approval)$/, 'finance'],
  [/^\/favourites$/, 'favourites'],
  [/^\/(?:contact|contact-us\/[^/]+)$/, 'contact'],
  [/^\/service$/, 'service'],
  [/^\/book-test-drive$/, 'test-drive'],
  [/^\/(?:models|models\/.+|brands\/[^/]+)$/, 'catalogue'],
  [/^\/success$/, 'success'],
];

/**
 * The page-view event (ids 1-13) of a path: its page type by route (spec section 2), with the id of that
 * type. A site whose search path is its own (search_path) passes it so its results count as search.
 * Anything else (special offers, privacy statement, per-model pages) is a content page.
 */
export function pageViewEvent(
  pathname: string,
  searchPath?: string,
): { pageType: TPageViewType; eventId: number } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const own = searchPath?.replace(/\/+$/, '');
  const pageType =
    own && (path === own || path.startsWith(`${own}/`))
      ? 'search'
      : (PATTERNS.find(([pattern]) => pattern.test(path))?.[1] ?? 'content');
  return { pageType, eventId: PAGE_VIEW_EVENT_IDS.first + PAGE_VIEW_TYPES.indexOf(pageType) };
}

export { getMetaFeedRoute as GET } from '@/features/listings-feeds/get-listings-feed-route';

/** Rendered per request (never at build time: the build has no database). */
export const dynamic = 'force-dynamic';

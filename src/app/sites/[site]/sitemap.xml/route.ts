export { getSitemapRoute as GET } from '@/features/seo/get-sitemap-route';

/** Rendered per request (never at build time: the build has no database). */
export const dynamic = 'force-dynamic';

export { getRobotsRoute as GET } from '@/features/seo/get-robots-route';

/** Rendered per request (never at build time: the build has no database). */
export const dynamic = 'force-dynamic';

import { withSiteSearchPath } from '@/features/search/site-search-path-route';

/** Rendered on the first request for each address, then served from the cache (see the site layout). */
export function generateStaticParams(): { rest: string[] }[] {
  return [];
}

/** The site's own search path when it is configured outside /search/ (/stock/all); any other path, the site's 404. */
const route = withSiteSearchPath<{ site: string; rest: string[] }>(
  (params) => `/${params.rest.join('/')}`,
  null,
);
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { modelRoute } from '@/features/catalogue/model-route';
import { withSiteSearchPath } from '@/features/search/site-search-path-route';

/** Rendered on the first request for each address, then served from the cache (see the site layout). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

/** The site's search path when configured as one segment (/cars), /{model slug} or a model's override URL; any other single segment is the site's 404. */
const route = withSiteSearchPath<{ site: string; slug: string }>(
  (params) => `/${params.slug}`,
  modelRoute('root'),
);
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { confirmationRoute } from '@/features/checkout/confirmation-route';

/** Rendered on the first request for each address, then served from the cache (see the site layout). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

const route = confirmationRoute('buy-online');
export const metadata = route.metadata;
export default route.Page;

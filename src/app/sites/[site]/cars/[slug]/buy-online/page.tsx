import { checkoutRoute } from '@/features/checkout/checkout-route';

/** Rendered on the first request for each address, then served from the cache (see the site layout). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

const route = checkoutRoute('buy-online');
export const generateMetadata = route.generateMetadata;
export default route.Page;

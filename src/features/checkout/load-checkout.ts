import { env } from '@/env';
import { siteOrigin } from '@/features/seo/site-origin';
import { getCarBySlug } from '@/server/cars/get-car-by-slug';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { siteKeyFromSegment, siteQueryFromSegment } from '@/server/websites/site-segment';

export type TCheckoutParams = Promise<{ site: string; slug: string }>;

/**
 * The site, car, query and origin of a checkout address, or null (404) when the site has no checkout, pays
 * through the other path (`checkout` or `buy-online`, the template's), or does not list the car.
 */
export async function loadCheckout(params: TCheckoutParams, path: 'checkout' | 'buy-online') {
  const { site: segment, slug } = await params;
  const key = siteKeyFromSegment(segment);
  const site = await getSiteByKey(key);
  if (!site || site.checkoutPath !== path || !site.featureFlags.checkoutEnabled) return null;
  const car = await getCarBySlug(site.id, site.dealershipIds, slug);
  if (!car) return null;
  return { site, car, query: siteQueryFromSegment(segment), origin: siteOrigin(site, key, env.PORT) };
}

/** One value of a query parameter (the first, when repeated). */
export function queryValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

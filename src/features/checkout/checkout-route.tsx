import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CheckoutPage } from './checkout-page';
import { loadCheckout, queryValue, type TCheckoutParams } from './load-checkout';

/**
 * The checkout route of one path (`checkout`, or `buy-online` on that template): rendered on its first request
 * and served from the cache like the car page, revalidated with the car's tag (a car reserved since reads so).
 */
export function checkoutRoute(path: 'checkout' | 'buy-online') {
  async function generateMetadata({ params }: { params: TCheckoutParams }): Promise<Metadata> {
    const found = await loadCheckout(params, path);
    if (!found) return {};
    // Year, make and model only: with the badge and the site's name a title ran past 70 characters.
    const { year, make, model } = found.car;
    return { title: `Checkout: ${year} ${make} ${model}`, robots: { index: false } };
  }
  async function Page({ params }: { params: TCheckoutParams }) {
    const found = await loadCheckout(params, path);
    if (!found) notFound();
    const { site, car, query, origin } = found;
    return <CheckoutPage site={site} car={car} asked={queryValue(query.kind)} origin={origin} />;
  }
  return { generateMetadata, Page };
}

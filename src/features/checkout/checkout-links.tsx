import type { isCheckoutButtonShown } from '@/domain/cars/is-checkout-button-shown';
import { checkoutKinds, checkoutLabel } from '@/domain/checkout/checkout-kinds';
import { checkoutSettingsOf } from '@/server/payments/checkout-settings';
import type { TSite } from '@/server/websites/site.types';
import { DocumentLink } from '@/ui/link/document-link';
import { isCheckoutOffered } from './is-checkout-offered';

type TCheckoutCar = Parameters<typeof isCheckoutButtonShown>[0] & {
  slug: string;
  name: string;
  tag: string | null;
};

type TProps = {
  site: Pick<TSite, 'id' | 'featureFlags' | 'checkoutPath'>;
  car: TCheckoutCar;
  className: string;
  /** Name the car in each link's accessible name (cards, where many links share a label). */
  named?: boolean;
};

/**
 * The checkout button(s), exactly when isCheckoutButtonShown allows (never on a Test Drive Only car): "Reserve Online" (deposit), "Buy
 * Online" or both, as the site offers. Plain links (they work before hydration), never prefetched (spec 2), each
 * loading the checkout as a new document: its Content-Security-Policy, not this page's, must let Stripe.js load.
 */
export function CheckoutLinks({ site, car, className, named = false }: TProps) {
  if (!isCheckoutOffered(car, site.featureFlags)) return null;
  const kinds = checkoutKinds(checkoutSettingsOf(site).kind);
  const path = `/cars/${encodeURIComponent(car.slug)}/${site.checkoutPath}`;
  return kinds.map((kind) => (
    <DocumentLink
      key={kind}
      href={kinds.length > 1 ? `${path}?kind=${kind}` : path}
      className={className}
      aria-label={named ? `${checkoutLabel(kind)}: ${car.name}` : undefined}
    >
      {checkoutLabel(kind)}
    </DocumentLink>
  ));
}

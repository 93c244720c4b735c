import { checkoutKinds, type TCheckoutKind } from '@/domain/checkout/checkout-kinds';
import { checkoutSettingsOf } from '@/server/payments/checkout-settings';
import type { TSite } from '@/server/websites/site.types';

/** What a car card needs to offer a site's checkout: whether it is on, its path and the kinds it offers. */
export type TSiteCheckout = {
  checkoutEnabled: boolean;
  path: 'checkout' | 'buy-online';
  kinds: TCheckoutKind[];
};

/** A site's checkout as its cards offer it (worked out on the server; cards also render in the browser). */
export function siteCheckout(site: Pick<TSite, 'id' | 'featureFlags' | 'checkoutPath'>): TSiteCheckout {
  return {
    checkoutEnabled: site.featureFlags.checkoutEnabled,
    path: site.checkoutPath,
    kinds: checkoutKinds(checkoutSettingsOf(site).kind),
  };
}

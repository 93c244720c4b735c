import { siteCheckout } from '@/features/checkout/site-checkout';
import { siteFinanceLayout } from '@/features/finance/site-finance-layout';
import type { TSite } from '@/server/websites/site.types';

/**
 * What every car card of a site is given, so a card reads the same on every page: currency, the
 * favourite toggle's site, the tag banner's flags and time, the finance layout (with the site's own rates) of its repayment and the
 * site's checkout (Reserve Online / Buy Online).
 */
export function siteCardProps(site: TSite, now: Date) {
  return {
    currency: site.currency,
    siteSlug: site.slug,
    flags: { fuelTag: site.featureFlags.fuelTag, newLabel: site.featureFlags.newLabel },
    now,
    finance: siteFinanceLayout(site),
    checkout: siteCheckout(site),
  };
}

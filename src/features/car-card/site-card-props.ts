import { financeLayoutFor, type TFinanceProvider } from '@/domain/finance/finance-layouts';
import type { TSite } from '@/server/websites/site.types';

/**
 * What every car card of a site is given, so a card reads the same on every page: currency, the
 * favourite toggle's site, the tag banner's flags and time, and the finance layout of its repayment.
 */
export function siteCardProps(site: TSite, now: Date) {
  return {
    currency: site.currency,
    siteSlug: site.slug,
    flags: { fuelTag: site.featureFlags.fuelTag, newLabel: site.featureFlags.newLabel },
    now,
    finance: financeLayoutFor(site.financeProvider as TFinanceProvider | null),
  };
}

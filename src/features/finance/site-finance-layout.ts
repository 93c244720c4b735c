import {
  financeLayoutFor,
  type TFinanceLayout,
  type TFinanceProvider,
} from '@/domain/finance/finance-layouts';
import { withFinanceRates, type TFinanceRates } from '@/domain/finance/finance-rates';
import { ZFinanceRates } from '@/domain/site/finance-settings.schema';
import type { TSite } from '@/server/websites/site.types';

type TSiteFinance = Pick<TSite, 'financeProvider' | 'financeRates'>;

/**
 * The site's own finance rates, read through the schema the dashboard saves them with: a row that does not pass
 * it (edited by hand, or by an older version) is as none, so no rate shows without its comparison rate.
 */
export function siteFinanceRates(site: Pick<TSite, 'financeRates'>): TFinanceRates | null {
  const parsed = ZFinanceRates.safeParse(site.financeRates);
  return parsed.success ? parsed.data : null;
}

/** The site's finance layout (by its provider) with its own rates and defaults; null without a provider. */
export function siteFinanceLayout(site: TSiteFinance): TFinanceLayout | null {
  return withFinanceRates(
    financeLayoutFor(site.financeProvider as TFinanceProvider | null),
    siteFinanceRates(site),
  );
}

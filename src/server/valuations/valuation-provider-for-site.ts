import { z } from 'zod';
import type { TDb } from '@/server/db/client';
import { getDb } from '@/server/db/db';
import { createAutograbValuationProvider } from '@/server/providers/valuation/autograb-valuation-provider';
import { createMarketEstimateValuationProvider } from '@/server/providers/valuation/market-estimate-valuation-provider';
import type { IValuationProvider } from '@/server/providers/valuation/types';
import type { TSite } from '@/server/websites/site.types';
import { logger } from '@/server/log/logger';

const ZValuationApi = z.object({
  baseUrl: z.url({ protocol: /^https?$/ }),
  apiKey: z.string().min(1).optional(),
});

/**
 * The valuation provider of a site: the dealer platform's valuation calls when its config names an API
 * base (featureFlags.valuationApi); else the built-in market estimate from the group's own stock when
 * featureFlags.valuationProvider is 'market-estimate'; else null, and the request stays a lead the dealer
 * answers in person. A malformed API setting counts as none (and says so in the log) rather than failing
 * the visitor's request.
 */
export function valuationProviderForSite(
  site: Pick<TSite, 'id' | 'featureFlags' | 'dealershipIds'>,
  db: () => Promise<TDb> = getDb,
): IValuationProvider | null {
  const configured = site.featureFlags.valuationApi;
  if (!configured) {
    return site.featureFlags.valuationProvider === 'market-estimate'
      ? createMarketEstimateValuationProvider(db, site.dealershipIds)
      : null;
  }
  const settings = ZValuationApi.safeParse(configured);
  if (!settings.success) {
    logger.warn({ siteId: site.id }, 'featureFlags.valuationApi is not valid, valuing in person only');
    return null;
  }
  return createAutograbValuationProvider(settings.data);
}

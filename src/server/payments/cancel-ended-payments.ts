import { inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { websites } from '@/server/db/schema';
import { webhookProviderFor, type TPaymentConfig } from './payment-provider-for';
import type { TProcessorName } from './types';
import { logger } from '@/server/log/logger';

export type TEndedHold = { id: string; websiteId: number; processor: string; paymentIntentId: string | null };

/**
 * Withdraws the processor payments of holds that just ended (expired or cancelled by the buyer), so the
 * buyer can no longer be charged for a car no longer held for them. Best effort: a payment that cannot be
 * withdrawn (the processor is down, or it has just succeeded) is logged, and if its money arrives the hold
 * is recorded paid with refundDue. Returns how many were withdrawn.
 */
export async function cancelEndedPayments(
  db: TDb,
  holds: TEndedHold[],
  config: TPaymentConfig,
): Promise<number> {
  const withIntent = holds.filter((h) => h.paymentIntentId && h.processor === 'stripe');
  if (withIntent.length === 0) return 0;
  const sites = await db
    .select({ id: websites.id, slug: websites.slug, paymentProvider: websites.paymentProvider })
    .from(websites)
    .where(inArray(websites.id, [...new Set(withIntent.map((h) => h.websiteId))]));
  let cancelled = 0;
  for (const hold of withIntent) {
    const site = sites.find((s) => s.id === hold.websiteId);
    if (!site) continue;
    try {
      const secrets = await config.secretsOf(db, site);
      const provider = webhookProviderFor(site, hold.processor as TProcessorName, secrets, config);
      if (!provider?.cancelPayment) continue;
      await provider.cancelPayment(hold.paymentIntentId!);
      cancelled += 1;
    } catch (error) {
      logger.warn({ holdId: hold.id, err: error }, 'payment of an ended hold not withdrawn');
    }
  }
  return cancelled;
}

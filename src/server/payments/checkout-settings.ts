import { z } from 'zod';
import { DEFAULT_HOLD_MINUTES } from '@/domain/checkout/hold-expiry';
import type { TSite } from '@/server/websites/site.types';
import { logger } from '@/server/log/logger';

export const ZCheckoutSettings = z.object({
  kind: z.enum(['reserve', 'buy', 'both']).default('reserve'),
  depositCents: z.number().int().min(100).max(10_000_000).default(50_000),
  holdMinutes: z.number().int().min(5).max(60).default(DEFAULT_HOLD_MINUTES),
  hostedPageUrl: z.url({ protocol: /^https?$/ }).optional(),
  /** Deposits on catalogue models (no particular car) through the payment_intent call (ADR 0020). */
  modelDeposits: z.boolean().default(false),
});

export type TCheckoutSettings = z.output<typeof ZCheckoutSettings>;

/**
 * A site's checkout settings (featureFlags.checkout) with their defaults: reserve with an A$/NZ$500
 * deposit, the car held 15 minutes. Settings that do not parse are logged and replaced by the defaults,
 * so a bad edit never takes checkout down.
 */
export function checkoutSettingsOf(site: Pick<TSite, 'id' | 'featureFlags'>): TCheckoutSettings {
  const parsed = ZCheckoutSettings.safeParse(site.featureFlags.checkout ?? {});
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  logger.warn({ siteId: site.id, problems }, 'featureFlags.checkout is not valid, using the defaults');
  return ZCheckoutSettings.parse({});
}

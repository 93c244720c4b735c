import { and, eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { valuations } from '@/server/db/schema';
import type { IValuationProvider, TValuationEstimate } from '@/server/providers/valuation/types';
import { logger } from '@/server/log/logger';

export type TProviderValuation = { vehicle: string | null; estimate: TValuationEstimate | null };

/**
 * Asks the site's valuation provider for the recorded request (find the vehicle by its plate, then value
 * it with the visitor's answers) and keeps what it says on the valuation row. The lead is already stored,
 * so a provider that fails or has no figure changes nothing for the visitor but the message: null, and
 * the error is kept on the row for the dealer.
 */
export async function requestProviderValuation(
  db: TDb,
  siteId: number,
  provider: IValuationProvider,
  recorded: {
    valuationId: number;
    request: Parameters<IValuationProvider['findVehicle']>[0];
    adjustmentAnswers: Record<string, string>;
  },
  now: () => Date = () => new Date(),
): Promise<TProviderValuation | null> {
  const row = and(eq(valuations.id, recorded.valuationId), eq(valuations.websiteId, siteId));
  try {
    const vehicle = await provider.findVehicle(recorded.request);
    await db
      .update(valuations)
      .set({ providerRef: vehicle.providerRef, result: { vehicle: vehicle.description }, updatedAt: now() })
      .where(row);
    const estimate = await provider.valueVehicle({
      providerRef: vehicle.providerRef,
      adjustmentAnswers: recorded.adjustmentAnswers,
    });
    await db
      .update(valuations)
      .set({ result: { vehicle: vehicle.description, estimate }, updatedAt: now() })
      .where(row);
    return { vehicle: vehicle.description, estimate };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.warn(
      { valuationId: recorded.valuationId, provider: provider.name, err: error },
      'valuation failed',
    );
    await db
      .update(valuations)
      .set({ result: { error: message.slice(0, 500) }, updatedAt: now() })
      .where(row);
    return null;
  }
}

import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { deliveryAttempts, leadDeliveries } from '@/server/db/schema';
import type { TDeliveryResult } from '@/server/providers/lead-destinations/types';
import { afterFailedAttempt, type TRetryPolicy } from '@/server/outbox/backoff';
import type { TClaimedDelivery } from './claim-due-deliveries';

/**
 * Records one attempt and moves the delivery on, in one short transaction: delivered; or pending again
 * after the backoff; or parked after its last attempt (an operator sees and retries it, docs/leads.md).
 */
export async function recordDeliveryAttempt(
  db: TDb,
  delivery: TClaimedDelivery,
  result: TDeliveryResult & { durationMs: number },
  policy: TRetryPolicy,
  now: Date,
): Promise<'delivered' | 'pending' | 'parked'> {
  const attempts = delivery.attempts + 1;
  const next = result.ok ? null : afterFailedAttempt(attempts, policy);
  const status = result.ok ? 'delivered' : next?.park ? 'parked' : 'pending';
  await db.transaction(async (tx) => {
    await tx.insert(deliveryAttempts).values({
      deliveryId: delivery.id,
      ok: result.ok,
      statusCode: result.statusCode,
      error: result.error,
      durationMs: result.durationMs,
      attemptedAt: now,
    });
    await tx
      .update(leadDeliveries)
      .set({
        status,
        attempts,
        lastError: result.ok ? null : result.error,
        deliveredAt: result.ok ? now : null,
        ...(next && !next.park ? { nextAttemptAt: new Date(now.getTime() + next.delayMs) } : {}),
      })
      .where(eq(leadDeliveries.id, delivery.id));
  });
  return status;
}

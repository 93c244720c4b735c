import { inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { searchIndexPushes } from '@/server/db/schema';
import { afterFailedAttempt, type TRetryPolicy } from '@/server/outbox/backoff';
import type { TClaimedIndexPush } from './claim-due-index-pushes';

/**
 * Records one attempt at a site's claimed pushes: delivered; or pending again after the backoff of each
 * push's attempt count; or parked after its last attempt (an operator requeues parked rows by setting them
 * back to pending).
 */
export async function recordIndexPushes(
  db: TDb,
  pushes: readonly TClaimedIndexPush[],
  result: { ok: true } | { ok: false; error: string },
  policy: TRetryPolicy,
  now: Date,
): Promise<void> {
  if (result.ok) {
    await db
      .update(searchIndexPushes)
      .set({ status: 'delivered', deliveredAt: now, lastError: null })
      .where(
        inArray(
          searchIndexPushes.id,
          pushes.map((p) => p.id),
        ),
      );
    return;
  }
  const byAttempts = new Map<number, TClaimedIndexPush[]>();
  for (const push of pushes) {
    const group = byAttempts.get(push.attempts + 1);
    if (group) group.push(push);
    else byAttempts.set(push.attempts + 1, [push]);
  }
  for (const [attempts, group] of byAttempts) {
    const next = afterFailedAttempt(attempts, policy);
    await db
      .update(searchIndexPushes)
      .set({
        status: next.park ? 'parked' : 'pending',
        attempts,
        lastError: result.error,
        ...(next.park ? {} : { nextAttemptAt: new Date(now.getTime() + next.delayMs) }),
      })
      .where(
        inArray(
          searchIndexPushes.id,
          group.map((p) => p.id),
        ),
      );
  }
}

import type { TDb } from '@/server/db/client';
import { loadLeadDocument } from '@/server/leads/load-lead-document';
import { sendLead, type TLeadSenders } from '@/server/providers/lead-destinations/send-lead';
import type { TDeliveryResult } from '@/server/providers/lead-destinations/types';
import { DEFAULT_RETRY_POLICY, type TRetryPolicy } from './backoff';
import { claimDueDeliveries, type TClaimedDelivery } from './claim-due-deliveries';
import { recordDeliveryAttempt } from './record-delivery-attempt';

export type TOutboxOptions = {
  senders: TLeadSenders;
  policy?: TRetryPolicy;
  /** Deliveries claimed per run; they are sent concurrently. */
  batchSize?: number;
  /** How long a claimed delivery is reserved for this worker. */
  leaseMs?: number;
  now?: () => Date;
};

/** One pass of the outbox worker: claims due deliveries, sends each, records each attempt. Returns how many it sent. */
export async function deliverDueLeads(db: TDb, options: TOutboxOptions): Promise<number> {
  const now = options.now ?? (() => new Date());
  const claimed = await claimDueDeliveries(db, {
    limit: options.batchSize ?? 20,
    leaseMs: options.leaseMs ?? 120_000,
    now: now(),
  });
  await Promise.all(claimed.map((delivery) => deliverOne(db, delivery, options, now)));
  return claimed.length;
}

async function deliverOne(
  db: TDb,
  delivery: TClaimedDelivery,
  options: TOutboxOptions,
  now: () => Date,
): Promise<void> {
  const started = Date.now();
  const result = await attempt(db, delivery, options.senders);
  await recordDeliveryAttempt(
    db,
    delivery,
    { ...result, durationMs: Date.now() - started },
    options.policy ?? DEFAULT_RETRY_POLICY,
    now(),
  );
}

async function attempt(db: TDb, delivery: TClaimedDelivery, senders: TLeadSenders): Promise<TDeliveryResult> {
  try {
    const loaded = await loadLeadDocument(db, delivery.leadId);
    if (!loaded) return { ok: false, statusCode: null, error: 'The lead no longer exists.' };
    const destination = loaded.destinations.find((d) => d.name === delivery.destination);
    if (!destination) {
      return {
        ok: false,
        statusCode: null,
        error: `The site no longer has a destination named ${delivery.destination}.`,
      };
    }
    return await sendLead(loaded.document, destination, senders);
  } catch (error) {
    return { ok: false, statusCode: null, error: (error as Error).message.slice(0, 500) };
  }
}

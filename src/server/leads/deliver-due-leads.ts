import type { TDb } from '@/server/db/client';
import { loadLeadDocument } from './load-lead-document';
import { sendLead, type TLeadSenders } from '@/server/providers/lead-destinations/send-lead';
import { openLeadDestination } from '@/server/site-settings/lead-destination-secrets';
import type { TSettingsCipher } from '@/server/site-settings/settings-cipher';
import { SEND_TIMEOUT_MS } from '@/domain/constants/send-timeout';
import type { TDeliveryResult } from '@/server/providers/lead-destinations/types';
import { DEFAULT_RETRY_POLICY, type TRetryPolicy } from '@/server/outbox/backoff';
import { claimDueDeliveries, type TClaimedDelivery } from './claim-due-deliveries';
import { DEFAULT_OUTBOX_LEASE_MS } from '@/domain/constants/outbox-lease';
import { recordDeliveryAttempt } from './record-delivery-attempt';
import { appMetrics } from '@/server/metrics/app-metrics';
import { withSpan } from '@/server/telemetry/with-span';

/** How a delivery's attempt is counted in the metrics: sent, to be tried again, or parked for an operator. */
const OUTCOME = { delivered: 'sent', pending: 'retried', parked: 'parked' } as const;

export type TOutboxOptions = {
  senders: TLeadSenders;
  /** Opens the webhook signing secrets the sites' rows hold sealed (getSettingsCipher). */
  cipher: TSettingsCipher;
  policy?: TRetryPolicy;
  /** Deliveries claimed per run; they are sent concurrently. */
  batchSize?: number;
  /** How long a claimed delivery is reserved for this worker. */
  leaseMs?: number;
  /** How long one attempt's send may take before it is recorded as failed (SEND_TIMEOUT_MS). */
  sendTimeoutMs?: number;
  now?: () => Date;
};

/** One pass of lead delivery (a job of src/server/jobs): claims due deliveries, sends each, records each attempt. Returns how many it sent. */
export async function deliverDueLeads(db: TDb, options: TOutboxOptions): Promise<number> {
  const now = options.now ?? (() => new Date());
  const claimed = await claimDueDeliveries(db, {
    limit: options.batchSize ?? 20,
    leaseMs: options.leaseMs ?? DEFAULT_OUTBOX_LEASE_MS,
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
  const attributes = {
    'forecourt.delivery.id': String(delivery.id),
    'forecourt.delivery.destination': delivery.destination,
    'forecourt.delivery.attempt': delivery.attempts + 1,
  };
  await withSpan('outbox deliver lead', attributes, async (span) => {
    const started = Date.now();
    const result = await attempt(db, delivery, options);
    const status = await recordDeliveryAttempt(
      db,
      delivery,
      { ...result, durationMs: Date.now() - started },
      options.policy ?? DEFAULT_RETRY_POLICY,
      now(),
    );
    span.setAttribute('forecourt.delivery.outcome', OUTCOME[status]);
    appMetrics().deliveries.inc({ outcome: OUTCOME[status] });
  });
}

async function attempt(
  db: TDb,
  delivery: TClaimedDelivery,
  {
    senders,
    cipher,
    sendTimeoutMs = SEND_TIMEOUT_MS,
  }: Pick<TOutboxOptions, 'senders' | 'cipher' | 'sendTimeoutMs'>,
): Promise<TDeliveryResult> {
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
    // Only the send is timed: a lead the destination accepted is never recorded as failed (and sent again) because
    // reading it waited behind a burst of others for the database.
    return await withinTimeout(
      sendLead(loaded.document, openLeadDestination(cipher, loaded.websiteId, destination), senders),
      sendTimeoutMs,
    );
  } catch (error) {
    return { ok: false, statusCode: null, error: (error as Error).message.slice(0, 500) };
  }
}

/**
 * The attempt's result, or a failed attempt once `ms` have passed without one: a destination that never
 * answers must not hold the worker's run (and every other delivery behind it) nor outlast the lease.
 */
async function withinTimeout(sending: Promise<TDeliveryResult>, ms: number): Promise<TDeliveryResult> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<TDeliveryResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, statusCode: null, error: `No answer within ${ms / 1000} s.` }),
      ms,
    );
  });
  try {
    return await Promise.race([sending, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

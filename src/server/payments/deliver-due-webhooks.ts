import { sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { afterFailedAttempt, type TRetryPolicy } from '@/server/outbox/backoff';
import { claimDueRows } from '@/server/outbox/claim-due-rows';
import { demoWebhookSecret } from './demo-provider';
import { signStripeStyle } from './stripe-style-event';

/** A buyer waits on the page for this event: retry within seconds, not the lead outbox's 30 s. */
export const DEMO_WEBHOOK_RETRY_POLICY: TRetryPolicy = {
  baseDelayMs: 2_000,
  maxDelayMs: 600_000,
  maxAttempts: 12,
};

/** Claimed events stay reserved this long: the 10 s send timeout plus 5 s. */
export const DEMO_WEBHOOK_LEASE_MS = 15_000;

type TDueEvent = { id: number; body: string; attempts: number; slug: string };

/** Posts one signed event to a webhook URL; resolves to the HTTP status (tests call the route directly). */
export type TPostWebhook = (
  url: string,
  init: { body: string; headers: Record<string, string> },
) => Promise<number>;

export const postWebhook: TPostWebhook = async (url, init) => {
  const response = await fetch(url, { method: 'POST', ...init, signal: AbortSignal.timeout(10_000) });
  await response.body?.cancel();
  return response.status;
};

/**
 * Delivers the demo processor's queued events to the site's webhook route, signed at sending time with
 * the site's demo secret (as Stripe signs each delivery), claimed for `leaseMs` first so a crash mid-send
 * retries them. A 2xx is delivered; anything else is retried with the outbox backoff. Returns how many
 * were claimed.
 */
export async function deliverDueWebhooks(
  db: TDb,
  options: {
    baseUrl: string;
    serverSecret: string;
    post?: TPostWebhook;
    leaseMs?: number;
    now?: Date;
    policy?: TRetryPolicy;
  },
): Promise<number> {
  const now = options.now ?? new Date();
  const rows = await claimDueRows<TDueEvent>(
    db,
    'payment_webhook_outbox',
    sql`id, body, attempts,
      (select slug from websites where websites.id = payment_webhook_outbox.website_id) as slug`,
    { limit: 20, leaseMs: options.leaseMs ?? DEMO_WEBHOOK_LEASE_MS, now },
  );
  const post = options.post ?? postWebhook;
  for (const event of rows) {
    const attempts = Number(event.attempts) + 1;
    const signature = signStripeStyle(
      event.body,
      demoWebhookSecret(options.serverSecret, event.slug),
      new Date(),
    );
    let error: string | null = null;
    try {
      const status = await post(`${options.baseUrl}/api/payments/webhooks/demo/${event.slug}`, {
        body: event.body,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
      if (status < 200 || status >= 300) error = `HTTP ${status}`;
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    if (!error) {
      await db.execute(sql`update payment_webhook_outbox set status = 'delivered', attempts = ${attempts},
        delivered_at = now(), last_error = null where id = ${event.id}`);
      continue;
    }
    const next = afterFailedAttempt(attempts, options.policy ?? DEMO_WEBHOOK_RETRY_POLICY);
    const nextAt = new Date(now.getTime() + (next.park ? 0 : next.delayMs)).toISOString();
    await db.execute(sql`update payment_webhook_outbox set attempts = ${attempts}, last_error = ${error.slice(0, 500)},
      status = ${next.park ? 'parked' : 'pending'}, next_attempt_at = ${nextAt} where id = ${event.id}`);
  }
  return rows.length;
}

import { postJson } from './post-json';
import { signWebhook } from './sign-webhook';
import type { TLeadSender } from './types';

/**
 * The lead as JSON to the dealer's CRM webhook, signed with HMAC-SHA256 (X-Forecourt-Signature) and
 * carrying the lead id as Idempotency-Key, so a receiver can drop a retried delivery it already has.
 */
export const sendWebhook: TLeadSender<{ kind: 'webhook'; name: string; url: string; secret: string }> = (
  lead,
  destination,
) => {
  const body = JSON.stringify({ lead });
  return postJson(destination.url, body, {
    'idempotency-key': lead.lead_id,
    'x-forecourt-lead-id': lead.lead_id,
    'x-forecourt-signature': signWebhook(body, destination.secret, Math.floor(Date.now() / 1000)),
  });
};

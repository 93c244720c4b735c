import { useRef } from 'react';
import type { TCustomerHandlerKind } from '@/domain/leads/customer-handler-target';
import { newIdempotencyKey } from '@/ui/form/new-idempotency-key';
import { sendLater } from './send-later';
import type { TSubmitLeadResult } from './submit-lead';

// The lead API client loads on a form's first focus (or its first send), not with every page that has a form.
const submitLeadLater = sendLater(() => import('./submit-lead').then((module) => module.submitLead));

/**
 * Sends a form's lead to the site's lead route with one idempotency key per submission: kept across a retry
 * (a lost answer, a second click), new after success. A partial save (a multi-step form's Next) keeps the
 * stored lead's id and secret, so later saves update it (PUT, X-Lead-Secret) until the last completes it.
 */
export function useLeadSender(handler: TCustomerHandlerKind) {
  const key = useRef<string | null>(null);
  const stored = useRef<{ id: string; secret: string } | null>(null);

  async function send(
    lead: Record<string, unknown>,
    { partial = false }: { partial?: boolean } = {},
  ): Promise<TSubmitLeadResult> {
    key.current ??= newIdempotencyKey();
    const result = await submitLeadLater.send(lead, {
      leadId: stored.current?.id,
      secret: stored.current?.secret,
      idempotencyKey: key.current,
      handler,
    });
    if (!result.ok) return result;
    if (!partial) reset();
    else if (result.id && result.secret) stored.current = { id: result.id, secret: result.secret };
    // A retried first save is answered without the secret (only its first answer carries it): the next
    // save starts a new lead under a new key, and the unreachable partial one is never delivered.
    else if (!stored.current) key.current = null;
    return result;
  }

  /** The key and secret another route completes the partial lead with (POST /api/valuations). */
  function binding(): { idempotencyKey: string; secret: string | null } {
    key.current ??= newIdempotencyKey();
    return { idempotencyKey: key.current, secret: stored.current?.secret ?? null };
  }

  /** After a completed submission: the next one is a new lead under a new key. */
  function reset() {
    key.current = stored.current = null;
  }

  /** Starts loading the code that sends (a form calls it on its first focus). */
  const warm = submitLeadLater.warm;

  return { send, binding, reset, warm };
}

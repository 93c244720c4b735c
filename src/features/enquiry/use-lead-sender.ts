import { useRef } from 'react';
import type { TCustomerHandlerKind } from '@/domain/leads/customer-handler-target';
import { sendLater } from './send-later';
import { createSubmissionKey } from './submission-key';
import type { TSubmitLeadResult } from './submit-lead';

// The lead API client loads on a form's first focus (or its first send), not with every page that has a form.
const submitLeadLater = sendLater(() => import('./submit-lead').then((module) => module.submitLead));

/**
 * Sends a form's lead to the site's lead route with one idempotency key per submission: kept across a retry
 * of the same lead (a lost answer, a second click), new after success or once the lead was changed
 * (submission-key.ts). A partial save (a multi-step form's Next) keeps the
 * stored lead's id and secret, so later saves update it (PUT, X-Lead-Secret) until the last completes it.
 */
export function useLeadSender(handler: TCustomerHandlerKind) {
  const key = useRef<ReturnType<typeof createSubmissionKey>>(null);
  key.current ??= createSubmissionKey();
  const stored = useRef<{ id: string; secret: string } | null>(null);

  async function send(
    lead: Record<string, unknown>,
    { partial = false }: { partial?: boolean } = {},
  ): Promise<TSubmitLeadResult> {
    const result = await submitLeadLater.send(lead, {
      leadId: stored.current?.id,
      secret: stored.current?.secret,
      idempotencyKey: key.current!.forLead(lead),
      handler,
    });
    if (!result.ok) return result;
    if (!partial) reset();
    else if (result.id && result.secret) stored.current = { id: result.id, secret: result.secret };
    // A retried first save is answered without the secret (only its first answer carries it): the next
    // save starts a new lead under a new key, and the unreachable partial one is never delivered.
    else if (!stored.current) key.current!.reset();
    return result;
  }

  /** The key and secret another route completes the partial lead with (POST /api/valuations). */
  function binding(): { idempotencyKey: string; secret: string | null } {
    return { idempotencyKey: key.current!.current(), secret: stored.current?.secret ?? null };
  }

  /** After a completed submission: the next one is a new lead under a new key. */
  function reset() {
    key.current!.reset();
    stored.current = null;
  }

  /** Starts loading the code that sends (a form calls it on its first focus). */
  const warm = submitLeadLater.warm;

  return { send, binding, reset, warm };
}

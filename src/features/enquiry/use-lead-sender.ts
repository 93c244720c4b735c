import { useRef } from 'react';
import type { TCustomerHandlerKind } from '@/domain/leads/customer-handler-target';
import { newIdempotencyKey, submitLead, type TSubmitLeadResult } from './submit-lead';

/**
 * Sends a form's lead to the site's lead route with one idempotency key per submission: kept across a retry
 * (a lost answer, a second click), new after success. A partial save (a multi-step form's Next) keeps the
 * stored lead, so later saves update it (PUT) until the last one completes it.
 */
export function useLeadSender(handler: TCustomerHandlerKind) {
  const key = useRef<string | null>(null);
  const leadId = useRef<string | null>(null);
  return async function send(
    lead: Record<string, unknown>,
    { partial = false }: { partial?: boolean } = {},
  ): Promise<TSubmitLeadResult> {
    key.current ??= newIdempotencyKey();
    const result = await submitLead(lead, { leadId: leadId.current, idempotencyKey: key.current, handler });
    if (!result.ok) return result;
    if (partial) leadId.current = result.id ?? leadId.current;
    else key.current = leadId.current = null;
    return result;
  };
}

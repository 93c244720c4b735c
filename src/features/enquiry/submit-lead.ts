import type { TCustomerHandlerKind } from '@/domain/leads/customer-handler-target';
import { UNREACHABLE_SERVER_MESSAGE } from '@/domain/forms/messages';
import { leadFailure } from '@/domain/leads/lead-failure';
import { leadApiPath } from './lead-api-path';

export type TSubmitLeadResult =
  /** secret: a new partial lead's, which every later save of it presents. */
  | { ok: true; id: string | null; secret?: string }
  /** field: the input the API named (`lead.email`), when one was at fault. */
  | { ok: false; message: string; field: string | null };

export type TSubmitLeadOptions = {
  /** The lead a multi-step form stored on an earlier step: this save is a PUT to it. */
  leadId?: string | null;
  /** The form's key for this submission (POST only). */
  idempotencyKey?: string;
  /** The secret the stored partial lead was created with (the route answered it to this browser). */
  secret?: string | null;
  /** The site's handler kind (enquirySiteProps): which route takes the lead. */
  handler?: TCustomerHandlerKind;
};

/**
 * Sends `{ lead }` to the site's lead route (POST, or PUT with a stored lead id and its secret) and reads
 * `{ id }` (and a new partial lead's `secret`). A POST
 * carries the form's idempotency key, so a retry after a lost answer or a double click finds the first lead
 * instead of creating a second. Never throws: a network failure or a 4xx/5xx comes back as a message to
 * show, the API's own `error` when it gave one, without the field prefix (the field comes separately).
 */
export async function submitLead(
  lead: Record<string, unknown>,
  { leadId = null, idempotencyKey, secret = null, handler = 'server' }: TSubmitLeadOptions = {},
): Promise<TSubmitLeadResult> {
  const path = leadApiPath(handler);
  try {
    const response = await fetch(leadId ? `${path}/${encodeURIComponent(leadId)}` : path, {
      method: leadId ? 'PUT' : 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(!leadId && idempotencyKey && { 'idempotency-key': idempotencyKey }),
        ...(secret && { 'x-lead-secret': secret }),
      },
      body: JSON.stringify({ lead }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      id?: string | null;
      secret?: string;
      error?: string;
      field?: string | null;
    };
    if (!response.ok) {
      const failure = leadFailure(body.error ?? `the server answered ${response.status}`);
      console.error(failure.alert);
      const field = body.field ?? null;
      const prefix = field ? `${field}: ` : '';
      const message =
        prefix && failure.result.error.startsWith(prefix)
          ? failure.result.error.slice(prefix.length)
          : failure.result.error;
      return { ok: false, message, field };
    }
    return { ok: true, id: body.id ?? null, ...(typeof body.secret === 'string' && { secret: body.secret }) };
  } catch (error) {
    const failure = leadFailure(error);
    console.error(failure.alert);
    return { ok: false, message: UNREACHABLE_SERVER_MESSAGE, field: null };
  }
}

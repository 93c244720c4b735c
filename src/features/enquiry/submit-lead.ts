import { leadFailure } from '@/domain/leads/lead-failure';

export type TSubmitLeadResult =
  | { ok: true; id: string | null }
  /** field: the input the API named (`lead.email`), when one was at fault. */
  | { ok: false; message: string; field: string | null };

/**
 * Sends `{ lead }` to the lead API (POST, or PUT with a stored lead id) and reads `{ id }`. Never throws:
 * a network failure or a 4xx/5xx comes back as a message to show, the API's own `error` when it gave one.
 */
export async function submitLead(
  lead: Record<string, unknown>,
  leadId?: string | null,
): Promise<TSubmitLeadResult> {
  try {
    const response = await fetch(leadId ? `/api/leads/${encodeURIComponent(leadId)}` : '/api/leads', {
      method: leadId ? 'PUT' : 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ lead }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      id?: string | null;
      error?: string;
      field?: string | null;
    };
    if (!response.ok) {
      const failure = leadFailure(body.error ?? `the server answered ${response.status}`);
      console.error(failure.alert);
      return { ok: false, message: failure.result.error, field: body.field ?? null };
    }
    return { ok: true, id: body.id ?? null };
  } catch (error) {
    const failure = leadFailure(error);
    console.error(failure.alert);
    return { ok: false, message: 'We could not reach the server. Check your connection.', field: null };
  }
}

import { UNREACHABLE_SERVER_MESSAGE } from '@/domain/forms/messages';
import { leadFailure } from '@/domain/leads/lead-failure';

export type TValuationAnswer = {
  id: number;
  lead_id: string;
  category: string;
  vehicle: string | null;
  estimate: { low: number; high: number } | null;
};

export type TSubmitValuationResult =
  | { ok: true; answer: TValuationAnswer }
  /** field: the input the API named (`valuation.kms`), when one was at fault. */
  | { ok: false; message: string; field: string | null };

/**
 * Sends `{ valuation }` to POST /api/valuations and reads the recorded request (and the provider's range,
 * when there is one), under the form's idempotency key and, when its Next saved a partial lead, that
 * lead's secret (the request completes it). Never throws: a network failure or a 4xx/5xx comes back as a message to show.
 */
export async function submitValuation(
  valuation: Record<string, unknown>,
  { idempotencyKey, secret }: { idempotencyKey?: string; secret?: string | null } = {},
): Promise<TSubmitValuationResult> {
  try {
    const response = await fetch('/api/valuations', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
        ...(secret && { 'x-lead-secret': secret }),
      },
      body: JSON.stringify({ valuation }),
    });
    const body = (await response.json().catch(() => ({}))) as Partial<TValuationAnswer> & {
      error?: string;
      field?: string | null;
    };
    if (!response.ok || typeof body.lead_id !== 'string') {
      const failure = leadFailure(body.error ?? `the server answered ${response.status}`);
      console.error(failure.alert);
      return { ok: false, message: failure.result.error, field: body.field ?? null };
    }
    return { ok: true, answer: body as TValuationAnswer };
  } catch (error) {
    console.error(leadFailure(error).alert);
    return { ok: false, message: UNREACHABLE_SERVER_MESSAGE, field: null };
  }
}

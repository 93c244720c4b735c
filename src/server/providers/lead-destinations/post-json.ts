import { SEND_TIMEOUT_MS } from '@/domain/constants/send-timeout';
import { env } from '@/env';
import { createGuardedFetch, RefusedDestinationError } from '@/server/http/guarded-fetch';
import type { TDeliveryResult } from './types';

let guardedFetch: ReturnType<typeof createGuardedFetch> | undefined;

/**
 * POSTs JSON with a timeout; any 2xx is delivered, anything else (or no answer) a failed attempt. The address is a
 * dealer's: one on the platform's own network (loopback, private, link-local, metadata) is refused before any
 * connection, unless WEBHOOK_ALLOW_PRIVATE lets it through, and the failure says so, with no status.
 */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<TDeliveryResult> {
  guardedFetch ??= createGuardedFetch(env.WEBHOOK_ALLOW_PRIVATE);
  try {
    const response = await guardedFetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    await response.body?.cancel();
    return response.ok
      ? { ok: true, statusCode: response.status, error: null }
      : { ok: false, statusCode: response.status, error: `HTTP ${response.status}` };
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    const refusal = [error, cause].find((e) => e instanceof RefusedDestinationError);
    if (refusal) return { ok: false, statusCode: null, error: refusal.message, refused: true };
    const code = (cause as { code?: string } | undefined)?.code;
    return { ok: false, statusCode: null, error: code ?? (error as Error).message };
  }
}

import { SEND_TIMEOUT_MS } from '@/domain/constants/send-timeout';
import type { TDeliveryResult } from './types';

/** POSTs JSON with a timeout; any 2xx is delivered, anything else (or no answer) a failed attempt. */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<TDeliveryResult> {
  try {
    const response = await fetch(url, {
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
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { ok: false, statusCode: null, error: cause ?? (error as Error).message };
  }
}

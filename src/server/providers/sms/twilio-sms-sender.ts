import { SEND_TIMEOUT_MS } from '@/domain/constants/send-timeout';
import type { TSmsSender } from './sms-sender.types';

export type TTwilioSettings = { accountSid: string; authToken: string; from: string; apiUrl: string };

/**
 * Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, HTTP Basic auth with the
 * account SID and auth token). `from` is a number, or a Messaging Service SID (MG…) sent as MessagingServiceSid.
 * A 4xx other than 429 is Twilio refusing this message (its code and message kept as the error, never the body
 * or number sent); 429, 5xx and network failures are retried by the outbox.
 */
export function createTwilioSmsSender(settings: TTwilioSettings): TSmsSender {
  const url = `${settings.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const sender: Record<string, string> = settings.from.startsWith('MG')
    ? { MessagingServiceSid: settings.from }
    : { From: settings.from };
  return async ({ to, body }) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, Body: body, ...sender }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (response.ok) return { ok: true };
      const detail = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
      const error = `Twilio ${response.status}${detail?.code ? ` (code ${detail.code})` : ''}: ${detail?.message ?? response.statusText}`;
      const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
      return { ok: false, error, permanent };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error), permanent: false };
    }
  };
}

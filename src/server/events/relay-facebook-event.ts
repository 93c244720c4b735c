import { createHash } from 'node:crypto';
import { normalisePhone } from '@/domain/phone/normalise-phone';
import type { TFacebookConversions } from '@/server/db/schema/website-config-types';
import { logger } from '@/server/log/logger';

export type TFacebookEvent = {
  eventName: string;
  eventId: string;
  emails: string[];
  phones: string[];
  products: { id: string; quantity?: number }[];
  value?: number;
  currency?: 'AUD' | 'NZD';
  testEventCode?: string;
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Emails trimmed and lower-cased, phones in international digits (0412… -> 61412…), then SHA-256, as Meta asks. */
export function hashUserData(emails: string[], phones: string[], country: 'AU' | 'NZ') {
  const code = country === 'NZ' ? '64' : '61';
  return {
    em: emails.map((e) => sha256(e.trim().toLowerCase())),
    ph: phones.map((p) => sha256(normalisePhone(p).replace(/^0/, code).replace(/\D/g, ''))),
  };
}

/**
 * Sends one server-side conversion event to Meta's Conversions API with hashed emails and phones. The
 * answer's status is only logged (spec); returns it for tests.
 */
export async function relayFacebookEvent(
  settings: TFacebookConversions,
  event: TFacebookEvent,
  context: { country: 'AU' | 'NZ'; url: string | null; userAgent: string | null; ip: string | null },
): Promise<number | null> {
  const base = settings.apiUrl ?? 'https://graph.facebook.com/v21.0';
  const body = {
    data: [
      {
        event_name: event.eventName,
        event_id: event.eventId,
        event_time: Math.floor(Date.now() / 1000),
        action_source: 'website',
        event_source_url: context.url ?? undefined,
        user_data: {
          ...hashUserData(event.emails, event.phones, context.country),
          client_user_agent: context.userAgent ?? undefined,
          client_ip_address: context.ip ?? undefined,
        },
        custom_data: {
          value: event.value,
          currency: event.currency,
          contents: event.products,
          content_ids: event.products.map((p) => p.id),
        },
      },
    ],
    test_event_code: event.testEventCode,
  };
  try {
    const url = `${base}/${encodeURIComponent(settings.pixelId)}/events?access_token=${encodeURIComponent(settings.accessToken)}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    logger.info({ event: event.eventName, status: response.status }, 'fb-events relayed');
    return response.status;
  } catch (error) {
    logger.warn({ event: event.eventName, err: error }, 'fb-events relay failed');
    return null;
  }
}

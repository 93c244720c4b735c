import { SERVER_EVENT_DELAY_MS } from '@/domain/constants/limits';

/**
 * Posts a conversion event to /api/fb-events 250 ms after it happened (spec), with keepalive so a page
 * change does not cancel it. The server relays it only where the site has a token; the outcome is only logged.
 */
export function sendServerEvent(event: {
  eventName: string;
  eventId: string;
  emails: string[];
  phones: string[];
  products: { id: string }[];
  currency?: 'AUD' | 'NZD';
}): void {
  setTimeout(() => {
    fetch('/api/fb-events', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    })
      .then((r) => console.info('fb-events', r.status))
      .catch((error: unknown) => console.info('fb-events failed', error));
  }, SERVER_EVENT_DELAY_MS);
}

import { z } from 'zod';
import { clientAddress } from '@/server/http/client-id';
import { withSiteForm } from '@/server/http/with-site-form';
import { ZText } from '@/server/leads/lead-request.schema';
import { relayFacebookEvent } from './relay-facebook-event';

const ZFbEvent = z.object({
  eventName: ZText(50).min(1),
  eventId: ZText(100).min(1),
  emails: z.array(ZText(254)).max(5).default([]),
  phones: z.array(ZText(40)).max(5).default([]),
  products: z
    .array(z.object({ id: ZText(100), quantity: z.number().int().min(1).max(100).optional() }))
    .max(20)
    .default([]),
  value: z.number().finite().min(0).max(10_000_000).optional(),
  currency: z.enum(['AUD', 'NZD']).optional(),
  testEventCode: ZText(50).optional(),
});

/**
 * POST /api/fb-events: the browser's server-side conversion event (posted 250 ms after the event), relayed
 * to Meta with hashed emails and phones only when the site has Conversions API settings. Answers 202
 * (relayed, or not configured: `{ relayed: false }`); Meta's answer is only logged.
 */
export const postFacebookEventRoute = withSiteForm(
  { schema: ZFbEvent, rateLimitBucket: 'fb-events' },
  async ({ request, site, input }) => {
    const settings = site.featureFlags.facebookConversions;
    if (!settings) return Response.json({ relayed: false }, { status: 202 });
    await relayFacebookEvent(settings, input, {
      country: site.country,
      url: request.headers.get('referer'),
      userAgent: request.headers.get('user-agent'),
      ip: clientAddress(request.headers),
    });
    return Response.json({ relayed: true }, { status: 202 });
  },
);

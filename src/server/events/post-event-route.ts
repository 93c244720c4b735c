import { z } from 'zod';
import { getDb } from '@/server/db/db';
import { RouteError } from '@/server/http/route-error';
import { createRateLimiter } from '@/server/http/rate-limiter';
import { EVENT_PER_CAR_RATE_LIMIT, EVENT_RATE_LIMIT } from '@/server/http/rate-limits';
import { withSiteForm } from '@/server/http/with-site-form';
import { ZId, ZText } from '@/server/leads/lead-request.schema';
import { recordEvent, TRACKED_EVENTS, type TTrackedEvent } from './record-event';

const ZEvent = z.object({
  car_id: ZId.optional(),
  dealership_id: ZId.optional(),
  website_id: ZId.optional(),
  data: z
    .record(ZText(50), ZText(200))
    .refine((d) => Object.keys(d).length <= 10, 'At most 10 entries.')
    .optional(),
});

const eventsPerCar = createRateLimiter('events-per-car', EVENT_PER_CAR_RATE_LIMIT);

/**
 * POST /api/events/{name} (car_phone_call, …): records a tracked event; answers 202 `{ ok: true }`.
 * Capped per client overall (EVENT_RATE_LIMIT) and per client, event and car (EVENT_PER_CAR_RATE_LIMIT): 429.
 */
export const postEventRoute = withSiteForm<typeof ZEvent, { name: string }>(
  { schema: ZEvent, rateLimit: EVENT_RATE_LIMIT, rateLimitBucket: 'events' },
  async ({ site, input, params, client }) => {
    if (!Object.hasOwn(TRACKED_EVENTS, params.name)) throw new RouteError(404, 'No such event.', 'name');
    const perCar = await eventsPerCar(`${site.id}:${client}:${params.name}:${input.car_id ?? '-'}`);
    if (!perCar.ok) {
      throw new RouteError(429, 'This event was already recorded: please wait a moment.', 'car_id', {
        'Retry-After': String(perCar.retryAfterSeconds),
      });
    }
    await recordEvent(await getDb(), site, params.name as TTrackedEvent, input);
    return Response.json({ ok: true }, { status: 202 });
  },
);

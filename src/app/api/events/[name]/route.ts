import { z } from 'zod';
import { getDb } from '@/server/db/db';
import { RouteError } from '@/server/http/route-error';
import { withSiteRoute } from '@/server/http/with-site-route';
import { ZId, ZText } from '@/server/leads/lead-request.schema';
import { recordEvent, TRACKED_EVENTS, type TTrackedEvent } from '@/server/events/record-event';

const ZEvent = z.object({
  car_id: ZId.optional(),
  dealership_id: ZId.optional(),
  website_id: ZId.optional(),
  data: z
    .record(ZText(50), ZText(200))
    .refine((d) => Object.keys(d).length <= 10, 'At most 10 entries.')
    .optional(),
});

/** POST /api/events/{name} (car_phone_call, …): records a tracked event; answers 202 `{ ok: true }`. */
export const POST = withSiteRoute<typeof ZEvent, { name: string }>(
  { schema: ZEvent, rateLimit: { limit: 60, windowMs: 60_000 } },
  async ({ site, input, params }) => {
    if (!Object.hasOwn(TRACKED_EVENTS, params.name)) throw new RouteError(404, 'No such event.', 'name');
    await recordEvent(await getDb(), site, params.name as TTrackedEvent, input);
    return Response.json({ ok: true }, { status: 202 });
  },
);

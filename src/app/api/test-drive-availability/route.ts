import { z } from 'zod';
import { getDb } from '@/server/db/db';
import { withSiteRoute } from '@/server/http/with-site-route';
import { ZId } from '@/server/leads/lead-request.schema';
import { testDriveAvailability } from '@/server/leads/test-drive-availability';

const ZQuery = z.object({
  car_id: ZId.optional(),
  location_id: ZId.optional(),
});

/** GET /api/test-drive-availability?car_id=… or ?location_id=…: `{ days: [{date, times}], timeZone, location }`. */
export const GET = withSiteRoute(
  {
    schema: ZQuery,
    origin: false,
    rateLimit: { limit: 120, windowMs: 60_000 },
    rateLimitBucket: 'test-drive-availability',
  },
  async ({ site, input }) =>
    Response.json(
      await testDriveAvailability(await getDb(), site.dealershipIds, {
        carId: input.car_id,
        locationId: input.location_id,
      }),
      { headers: { 'cache-control': 'private, max-age=60' } },
    ),
);

import { z } from 'zod';
import { getDb } from '@/server/db/db';
import { withSitePageData } from '@/server/http/with-site-page-data';
import { ZId } from './lead-request.schema';
import { testDriveAvailability } from './test-drive-availability';

const ZQuery = z.object({
  car_id: ZId.optional(),
  location_id: ZId.optional(),
});

/** GET /api/test-drive-availability?car_id=… or ?location_id=…: `{ days: [{date, times}], timeZone, location }`. */
export const getTestDriveAvailabilityRoute = withSitePageData(
  {
    schema: ZQuery,
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

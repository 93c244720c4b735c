import { getDb } from '@/server/db/db';
import { withAdminApiKey } from '@/server/http/with-admin-api-key';
import { handleParkedDeliveries } from './handle-lead-admin-request';

/** Parked lead deliveries of a site: GET lists them, POST requeues them (admin token; `npm run leads -- --parked`). */
export const parkedDeliveriesRoute = withAdminApiKey({}, async ({ request }) =>
  handleParkedDeliveries(request, await getDb()),
);

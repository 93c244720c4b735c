import { withAdminRoute } from '@/server/admin/with-admin-route';
import { getDb } from '@/server/db/db';
import { handleParkedDeliveries } from '@/server/leads/handle-lead-admin-request';

/** Parked lead deliveries of a site: GET lists them, POST requeues them (admin token; `npm run leads -- --parked`). */
const parked = withAdminRoute({}, async ({ request }) => handleParkedDeliveries(request, await getDb()));

export const GET = parked;
export const POST = parked;

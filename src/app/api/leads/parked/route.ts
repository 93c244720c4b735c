import { getDb } from '@/server/db/db';
import { handleParkedDeliveries } from '@/server/leads/handle-lead-admin-request';

/** Parked lead deliveries of a site: GET lists them, POST requeues them (admin token; `npm run leads -- --parked`). */
export async function GET(request: Request): Promise<Response> {
  return handleParkedDeliveries(request, await getDb());
}

export async function POST(request: Request): Promise<Response> {
  return handleParkedDeliveries(request, await getDb());
}

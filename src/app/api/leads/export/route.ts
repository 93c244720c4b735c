import { getDb } from '@/server/db/db';
import { handleLeadExport } from '@/server/leads/handle-lead-admin-request';

/** The lead export used by `npm run leads` while the server owns the database (admin token). */
export async function GET(request: Request): Promise<Response> {
  return handleLeadExport(request, await getDb());
}

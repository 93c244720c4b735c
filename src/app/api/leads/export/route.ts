import { withAdminRoute } from '@/server/admin/with-admin-route';
import { getDb } from '@/server/db/db';
import { handleLeadExport } from '@/server/leads/handle-lead-admin-request';

/** The lead export used by `npm run leads` while the server owns the database (admin token). */
export const GET = withAdminRoute({}, async ({ request }) => handleLeadExport(request, await getDb()));

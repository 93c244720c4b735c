import { getDb } from '@/server/db/db';
import { withAdminApiKey } from '@/server/http/with-admin-api-key';
import { handleLeadExport } from './handle-lead-admin-request';

/** The lead export used by `npm run leads` while the server owns the database (admin token). */
export const getLeadExportRoute = withAdminApiKey({}, async ({ request }) =>
  handleLeadExport(request, await getDb()),
);

import { exportInboxLeads } from '@/server/dashboard/export-inbox-leads';
import { parseInboxQuery } from '@/server/dashboard/inbox-query.schema';
import { getDb } from '@/server/db/db';
import { jsonError } from '@/server/http/json-error';
import { withDashboardRead } from '@/server/http/with-dashboard-read';
import { EXPORT_FORMATS, formatLeadExport, type TExportFormat } from '@/server/leads/format-lead-export';

const CONTENT_TYPES: Record<TExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  adf: 'application/x-adf+xml; charset=utf-8',
};
const EXTENSIONS: Record<TExportFormat, string> = { csv: 'csv', json: 'json', adf: 'xml' };

/** GET /leads/export?format=csv|json|adf&…filters: the leads of the inbox's current filter, as a download. */
export const getLeadExport = withDashboardRead(async ({ request, viewer }) => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const format = (params.format ?? 'csv') as TExportFormat;
  if (!EXPORT_FORMATS.includes(format)) return jsonError(400, 'format: Must be csv, json or adf.', 'format');
  const { query, errors } = parseInboxQuery(params);
  if (errors[0]) return jsonError(400, `${errors[0].field}: ${errors[0].message}`, errors[0].field);
  const body = formatLeadExport(await exportInboxLeads(await getDb(), viewer, query), format);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'content-type': CONTENT_TYPES[format],
      'content-disposition': `attachment; filename="leads-${day}.${EXTENSIONS[format]}"`,
      'cache-control': 'no-store',
    },
  });
});

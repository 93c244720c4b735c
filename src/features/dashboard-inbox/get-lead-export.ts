import { exportInboxLeads, loadExportZones } from '@/server/dashboard/export-inbox-leads';
import { inboxCsv, inboxXlsx } from '@/server/dashboard/format-inbox-export';
import { parseInboxQuery } from '@/server/dashboard/inbox-query.schema';
import { canAssignLeads } from '@/server/dashboard/lead-scope';
import { loadViewerClocks } from '@/server/dashboard/load-viewer-clocks';
import { getDb } from '@/server/db/db';
import { jsonError } from '@/server/http/json-error';
import { withDashboardRead } from '@/server/http/with-dashboard-read';
import { formatLeadExport } from '@/server/leads/format-lead-export';

const FORMATS = {
  csv: { type: 'text/csv; charset=utf-8', extension: 'csv' },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  json: { type: 'application/json; charset=utf-8', extension: 'json' },
  adf: { type: 'application/x-adf+xml; charset=utf-8', extension: 'xml' },
} as const;
type TFormat = keyof typeof FORMATS;

/**
 * GET /leads/export?format=csv|xlsx|json|adf&…filters: the leads of the inbox's current filter, as a download.
 * CSV and .xlsx give times in each lead's site's time zone; .xlsx is for managers and admins.
 */
export const getLeadExport = withDashboardRead(async ({ request, viewer }) => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const format = (params.format ?? 'csv') as TFormat;
  if (!Object.hasOwn(FORMATS, format))
    return jsonError(400, 'format: Must be csv, xlsx, json or adf.', 'format');
  if (format === 'xlsx' && !canAssignLeads(viewer))
    return jsonError(403, 'format: The .xlsx export is for managers and admins; use CSV.', 'format');
  const { query, errors } = parseInboxQuery(params);
  if (errors[0]) return jsonError(400, `${errors[0].field}: ${errors[0].message}`, errors[0].field);
  const db = await getDb();
  const clocks = query.overdue ? await loadViewerClocks(db, viewer) : [];
  const leads = await exportInboxLeads(db, viewer, query, clocks);
  let body: string | Uint8Array<ArrayBuffer>;
  if (format === 'csv') body = inboxCsv(leads, await loadExportZones(db, leads));
  else if (format === 'xlsx') body = new Uint8Array(await inboxXlsx(leads, await loadExportZones(db, leads)));
  else body = formatLeadExport(leads, format);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'content-type': FORMATS[format].type,
      'content-disposition': `attachment; filename="leads-${day}.${FORMATS[format].extension}"`,
      'cache-control': 'no-store',
    },
  });
});

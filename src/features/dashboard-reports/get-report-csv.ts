import { getDb } from '@/server/db/db';
import { jsonError } from '@/server/http/json-error';
import { withDashboardRead } from '@/server/http/with-dashboard-read';
import { loadReport } from '@/server/reports/load-report';
import { parseReportQuery } from '@/server/reports/report-query.schema';
import { resolveReportScope } from '@/server/reports/resolve-report-scope';
import { reportCsv } from './report-csv';
import { REPORT_TABLE_IDS, reportTables, type TReportTableId } from './report-tables';

/** GET /reports/csv?table=…&site=…&dealership=…&from=…&to=…: one table of the report, as the page shows it. */
export const getReportCsv = withDashboardRead(async ({ request, viewer }) => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const table = params.table as TReportTableId;
  if (!REPORT_TABLE_IDS.includes(table))
    return jsonError(400, `table: Must be one of ${REPORT_TABLE_IDS.join(', ')}.`, 'table');
  const db = await getDb();
  const parsed = parseReportQuery(params);
  const resolved = await resolveReportScope(db, viewer, parsed.query);
  const error = [...parsed.errors, ...resolved.errors][0];
  if (error) return jsonError(400, `${error.field}: ${error.message}.`, error.field);
  if (!resolved.scope) return jsonError(404, 'You have no site to report on.');
  const { site, period } = resolved.scope;
  const shown = reportTables(await loadReport(db, viewer, resolved.scope))[table];
  if (shown.notInRole) return jsonError(403, shown.notInRole, 'table');
  const body = reportCsv(shown);
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${site.slug}-${table}-${period.from}-${period.to}.csv"`,
      'cache-control': 'no-store',
    },
  });
});
